import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { photoListSchema } from '@/shared/contract/photos';
import { isPlainData, replySerializerCompiler } from './reply-serializer';

const compile = (schema: z.ZodType) =>
  replySerializerCompiler({ schema, method: 'GET', url: '/x', httpStatus: '200' }) as (
    data: unknown,
  ) => string;

const photo = {
  id: 7,
  latitude: 37.98,
  longitude: 23.72,
  location: null,
  locationLabel: 'Athens, Greece',
  isGlobal: false,
  createdAt: '2026-11-27T02:00:00.000Z',
  user: { id: 3, nickname: 'maria' },
  imageUrl: '/api/photos/7/image',
  thumbnailUrl: '/api/photos/7/thumbnail',
  messageType: 'text',
  publicDescription: 'Under the bench "by the sea"\n',
  maxScans: 5,
  currentScans: 1,
  scansLeft: 4,
  isUnlocked: true,
  isAnalyzed: true,
  needsReactivation: false,
  isPrivate: false,
  targetUserId: null,
  hasRewards: true,
  rewardAmount: 2.5,
  rewardPerScan: 0.5,
  withdrawableRewardPerScan: 0.5,
  underprintRewardPerScan: 0,
  rewardType: 'withdrawable',
  distanceKm: 1.234,
  isOwner: false,
  discoveredByMe: true,
  hiddenMessage: 'ο θησαυρός',
  pdfFileName: null,
};

describe('reply serializer', () => {
  it('writes a nearby list as the zod encoding did, whatever the order of its fields', () => {
    expect(isPlainData(photoListSchema)).toBe(true);
    const data = [photo, { ...photo, id: 8, user: null, distanceKm: undefined }];
    expect(JSON.parse(compile(photoListSchema)(data))).toEqual(
      JSON.parse(JSON.stringify(z.encode(photoListSchema, data as never))),
    );
  });

  it('drops the fields a schema does not list, in nested and nullable objects too', () => {
    const extra = { ...photo, textKey: 'the secret key', user: { ...photo.user, email: 'm@x' } };
    const written = compile(photoListSchema)([extra]);
    expect(written).not.toContain('the secret key');
    expect(written).not.toContain('m@x');
    const [first] = JSON.parse(written) as Array<{ user: unknown }>;
    expect(first?.user).toEqual({ id: 3, nickname: 'maria' });
  });

  it('leaves the secret fields out when the presenter left them out', () => {
    const undiscovered: Partial<typeof photo> = { ...photo };
    delete undiscovered.hiddenMessage;
    delete undiscovered.pdfFileName;
    const written = compile(photoListSchema)([undiscovered]);
    expect(written).not.toContain('hiddenMessage');
    expect(written).not.toContain('pdfFileName');
  });

  it('keeps the zod encoding for schemas whose encoding changes the value', () => {
    const date = z.codec(z.iso.datetime(), z.date(), {
      decode: (text) => new Date(text),
      encode: (value) => value.toISOString(),
    });
    for (const schema of [
      z.object({ at: date }),
      z.object({ n: z.number().default(1) }),
      z.strictObject({ a: z.string() }),
      z.union([z.object({ a: z.string() }), z.object({ b: z.string() })]),
    ]) {
      expect(isPlainData(schema)).toBe(false);
    }
    const at = new Date('2026-11-27T02:00:00.000Z');
    expect(compile(z.object({ at: date }))({ at })).toBe('{"at":"2026-11-27T02:00:00.000Z"}');
    // And it still refuses what does not fit.
    expect(() => compile(z.strictObject({ a: z.string() }))({ a: 'x', b: 1 })).toThrow();
  });
});
