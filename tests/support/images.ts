import { crc32 } from 'node:zlib';
import sharp from 'sharp';

/** A JPEG of noise: a photo with no printed text in it. */
export async function noiseJpeg(width = 1200, height = 900): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = (i * 7919) % 251;
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 80 })
    .toBuffer();
}

/** The photo, enlarged to `width` and carrying an EXIF block that must not survive upload. */
export function withExif(photo: Buffer, width: number): Promise<Buffer> {
  return sharp(photo)
    .resize(width)
    .jpeg({ quality: 85 })
    .withExif({ IFD0: { Copyright: 'secret-exif-marker', Make: 'TestCam' } })
    .toBuffer();
}

export function tinyPng(width = 64, height = 48): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#336699' } })
    .png()
    .toBuffer();
}

/** A small PNG whose header declares 400 megapixels: decoding it would eat gigabytes. */
export async function pixelBombPng(): Promise<Buffer> {
  const png = Buffer.from(await tinyPng(8, 8));
  // IHDR is the first chunk: length(4) type(4) width(4) height(4) ... crc(4) at offset 29.
  png.writeUInt32BE(20_000, 16);
  png.writeUInt32BE(20_000, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

export function minimalPdf(marker: string): Buffer {
  return Buffer.from(
    `%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\n% ${marker}\ntrailer<</Root 1 0 R>>\n%%EOF\n`,
    'latin1',
  );
}

/** A photo of nothing printed: soft light and shade, as a blank wall photographs. */
export function shadedWallPng(): Promise<Buffer> {
  const width = 960;
  const height = 720;
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const shade = 150 + Math.round((60 * (x + y)) / (width + height));
      pixels.fill(shade, (y * width + x) * 3, (y * width + x) * 3 + 3);
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
}
