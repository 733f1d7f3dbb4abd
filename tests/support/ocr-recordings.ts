import { readdir, readFile } from 'node:fs/promises';
import sharp from 'sharp';
import { noiseJpeg, shadedWallPng, tinyPng } from './images';

/**
 * Every picture the tests show the server's OCR, as the client uploads it. `npm run
 * record:ocr` runs each through the server's own upload processing and the real PaddleOCR
 * engine and stores the output in tests/fixtures/ocr-recorded.json; recorded OCR
 * (recorded-ocr.ts) answers from that file. A test that shows OCR a picture missing here fails
 * and says so: add the picture here and record again.
 */
export type OcrSource = { name: string; load: () => Promise<Buffer> };

const FIXTURES = new URL('../fixtures/', import.meta.url);
/** The frame size the app asks a desktop camera for; the e2e fake camera letterboxes into it. */
const CAMERA_FRAME = { width: 1280, height: 720 };

export async function ocrSources(): Promise<OcrSource[]> {
  const photos = await fixtureFiles(['scan', 'photos']);
  return [
    ...photos.map((file) => ({ name: file, load: () => readFile(new URL(file, FIXTURES)) })),
    // What the browser tests' fake camera shows (tests/e2e/support/browser.ts), as a canvas
    // capture sends it.
    ...photos.map((file) => ({
      name: `camera frame of ${file}`,
      load: async () => cameraFrame(await readFile(new URL(file, FIXTURES))),
    })),
    { name: 'noiseJpeg()', load: () => noiseJpeg() },
    { name: 'tinyPng()', load: () => tinyPng() },
    { name: 'shadedWallPng()', load: () => shadedWallPng() },
    {
      name: 'a grey 800x600 wall (tests/e2e/home.test.ts)',
      load: () =>
        sharp({
          create: { width: 800, height: 600, channels: 3, background: { r: 128, g: 128, b: 128 } },
        })
          .jpeg()
          .toBuffer(),
    },
  ];
}

async function fixtureFiles(folders: string[]): Promise<string[]> {
  const lists = await Promise.all(
    folders.map(async (folder) =>
      (await readdir(new URL(`${folder}/`, FIXTURES)))
        .filter((file) => /\.(jpe?g|png)$/i.test(file))
        .sort()
        .map((file) => `${folder}/${file}`),
    ),
  );
  return lists.flat();
}

function cameraFrame(photo: Buffer): Promise<Buffer> {
  return sharp(photo)
    .rotate()
    .resize(CAMERA_FRAME.width, CAMERA_FRAME.height, {
      fit: 'contain',
      background: { r: 0, g: 0, b: 0 },
    })
    .jpeg({ quality: 85 })
    .toBuffer();
}
