/**
 * The app's install icons (issue 21), drawn from src/web/public/logo.svg with sharp, no network:
 * `node --import tsx scripts/make-icons.ts`. Writes 192 and 512 px icons, a 512 px maskable
 * one (the mark inside the middle 60 %, the safe zone every mask keeps, on a full-bleed
 * background) and a 180 px Apple touch icon into src/web/public/icons. Run it again after
 * changing the logo; the PNGs are committed.
 */
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const publicDir = fileURLToPath(new URL('../src/web/public/', import.meta.url));
const BACKGROUND = '#18181b';

const logo = await readFile(`${publicDir}logo.svg`);

async function plain(size: number, name: string) {
  await sharp(logo, { density: (72 * size) / 64 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(`${publicDir}icons/${name}`);
}

async function maskable(size: number, name: string) {
  const mark = await sharp(logo, { density: (72 * size * 0.6) / 64 })
    .resize(Math.round(size * 0.6), Math.round(size * 0.6))
    .png()
    .toBuffer();
  await sharp({ create: { width: size, height: size, channels: 4, background: BACKGROUND } })
    .composite([{ input: mark, gravity: 'centre' }])
    .png({ compressionLevel: 9 })
    .toFile(`${publicDir}icons/${name}`);
}

await plain(192, 'icon-192.png');
await plain(512, 'icon-512.png');
await maskable(512, 'icon-maskable-512.png');
// iOS ignores the manifest's icons and rounds its own corners: a full-bleed square.
await maskable(180, 'apple-touch-icon.png');
