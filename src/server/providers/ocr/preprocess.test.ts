import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { preprocessForOcr } from './preprocess.ts';

describe('preprocessForOcr', () => {
  it('turns a photo upright by its EXIF orientation, shrinks it and keeps one channel', async () => {
    // A landscape 400x200 image stored with "rotate 90° clockwise to display" (orientation 6),
    // as a phone stores a portrait photo.
    const jpeg = await sharp({
      create: { width: 400, height: 200, channels: 3, background: { r: 200, g: 120, b: 40 } },
    })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const image = await preprocessForOcr(jpeg, 100);
    expect([image.width, image.height]).toEqual([50, 100]);
    expect(image.data.length).toBe(50 * 100);
  });

  it('never enlarges', async () => {
    const png = await sharp({
      create: { width: 300, height: 100, channels: 3, background: '#fff' },
    })
      .png()
      .toBuffer();
    const image = await preprocessForOcr(png, 1280);
    expect([image.width, image.height]).toEqual([300, 100]);
  });
});
