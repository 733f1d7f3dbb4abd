/** A rectangle in pixels of the pre-processed image (`OcrResult.frame`); `points` when tilted. */
export type OcrBox = {
  x: number;
  y: number;
  width: number;
  height: number;
  /** The text's own quadrilateral, clockwise from top-left, when the detector gave one. */
  points?: Array<{ x: number; y: number }>;
};

/** One line of recognised text, in reading order. */
export type OcrLine = {
  text: string;
  /** Mean per-character probability from the recogniser, 0..1. */
  confidence: number;
  box: OcrBox;
};

export type OcrResult = {
  /** The lines joined by newlines. */
  text: string;
  lines: OcrLine[];
  /**
   * Every region the detector took for text, including those read too uncertainly to become a
   * line: what a public copy of the photo blurs (decision 014).
   */
  regions: OcrBox[];
  /** The size of the pre-processed picture the boxes are measured in (upright, long side ≤ maxSide). */
  frame: { width: number; height: number };
};

/** How hard to read. */
export type RecognizeOptions = {
  /**
   * The creator's photo: it is read once and every scan is compared with it, so when the first
   * reading was unsure (regions it could not read, or low confidence) it is read again at a
   * higher resolution and the fuller reading kept (decision 002, issue 20). A finder's scan is
   * read once: they can retake it.
   */
  thorough?: boolean;
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
  recognize(image: Buffer, requester?: string, options?: RecognizeOptions): Promise<OcrResult>;
  /**
   * At shutdown: photos waiting for a worker are refused with OcrBusyError (a scan answers 503
   * with Retry-After, a new message is saved for the analysis job) and new ones too, while the
   * photos being read finish. Waiting photos could outlast the shutdown grace, and a process
   * that exits with requests open answers them with a reset connection.
   */
  stopTaking?(): void;
  close(): Promise<void>;
};
