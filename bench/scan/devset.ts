import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export type DevsetImage = {
  file: string;
  role: 'anchor' | 'probe' | 'negative';
  id?: string;
  anchor?: string;
  /** generated sets: sign, poster, page; the real set: receipt, book, magazine, poster, sign. */
  kind: string;
  scope: 'local' | 'global';
  text?: string;
  cropped?: number;
  hard?: boolean;
};

export type Devset = { dir: string; images: DevsetImage[] };

/** The devset lives in shared/, beside the repo (CI clones it there too); SCAN_DEVSET overrides. */
export const defaultDevsetDir =
  process.env.SCAN_DEVSET ?? fileURLToPath(new URL('../../../shared/scan-devset', import.meta.url));

export async function loadDevset(dir = defaultDevsetDir): Promise<Devset> {
  const manifest = JSON.parse(await readFile(path.join(dir, 'manifest.json'), 'utf8')) as {
    images: DevsetImage[];
  };
  return { dir, images: manifest.images };
}

/** Ground truth of an image: its own text for an anchor, its anchor's text for a probe. */
export function truthOf(devset: Devset, image: DevsetImage): string | undefined {
  if (image.role === 'anchor') return image.text;
  if (image.role === 'probe') return devset.images.find((other) => other.id === image.anchor)?.text;
  return undefined;
}
