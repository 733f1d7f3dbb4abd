import { PassThrough, type Readable } from 'node:stream';
import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';

/** One entry of the export: JSON (compressed) or a file kept as it is (JPEG, PDF). */
export type ExportEntry =
  { name: string; json: unknown } | { name: string; bytes: Buffer; compress?: false };

/**
 * Streams a zip of the entries (fflate): each entry is written as soon as it is known, so a
 * large export never sits whole in memory; already-compressed files are stored as they are.
 */
export function zipStream(entries: AsyncIterable<ExportEntry>): Readable {
  const out = new PassThrough();
  const zip = new Zip((error, chunk, final) => {
    if (error) {
      out.destroy(error);
      return;
    }
    out.write(chunk);
    if (final) out.end();
  });
  void (async () => {
    try {
      for await (const entry of entries) {
        if ('json' in entry) {
          const file = new ZipDeflate(entry.name, { level: 6 });
          zip.add(file);
          file.push(Buffer.from(JSON.stringify(entry.json, null, 2)), true);
        } else {
          const file = new ZipPassThrough(entry.name);
          zip.add(file);
          file.push(entry.bytes, true);
        }
      }
      zip.end();
    } catch (error) {
      out.destroy(error instanceof Error ? error : new Error(String(error)));
    }
  })();
  return out;
}

/** A file name safe inside a zip: no folders, no control characters. */
export function safeFileName(name: string): string {
  return name.replace(/[\\/:*?"<>|\p{Cc}]/gu, '_').slice(0, 120) || 'file';
}
