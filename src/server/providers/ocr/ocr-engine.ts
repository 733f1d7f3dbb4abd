/** One line of recognised text, in reading order; box in pixels of the pre-processed image. */
export type OcrLine = {
  text: string;
  /** Mean per-character probability from the recogniser, 0..1. */
  confidence: number;
  box: { x: number; y: number; width: number; height: number };
};

export type OcrResult = {
  /** The lines joined by newlines. */
  text: string;
  lines: OcrLine[];
};

/**
 * The OCR provider: photo bytes (JPEG, PNG, WebP, HEIF as sharp decodes them) in, text out.
 * The server holds one, a worker pool (ocr-pool.ts), so recognition never runs on the event loop.
 */
export type OcrEngine = {
  /**
   * `requester` names whose photo it is (e.g. "user:12"); the pool queues each requester's
   * photos in their own line and takes the lines in turn. Engines that do not queue ignore it.
   */
  recognize(image: Buffer, requester?: string): Promise<OcrResult>;
  close(): Promise<void>;
};
