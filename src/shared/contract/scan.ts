import { z } from 'zod';
import { withShapes, type ShapeTable } from './endpoint';
import { scanApi as scanRoutes } from './endpoints/scan';
import { COMPASS_POINTS } from '../rules/geo';
import { photoSchema } from './photos';
import { fieldSays } from './field-says';

export const analyzeBodySchema = z.object({
  /** Base64 of the captured photo, without the data: prefix. */
  imageData: z.string().min(100, fieldSays('server_field_image_too_small')),
});
export type AnalyzeBody = z.input<typeof analyzeBodySchema>;

export const analyzeResponseSchema = z.object({
  detectedText: z.string(),
  /** Short-lived proof that the server read `detectedText` for this user; sent with each scan. */
  analysisToken: z.string(),
});
export type AnalyzeResponse = z.infer<typeof analyzeResponseSchema>;

const scanText = z.string().max(20_000, fieldSays('server_field_scanned_text_too_long'));
/** The token `/api/analyze` gave with the text (ARCHITECTURE §2.14). */
const analysisToken = z
  .string(fieldSays('server_field_take_photo_with_scanner'))
  .min(1, fieldSays('server_field_take_photo_with_scanner'))
  .max(2_000, fieldSays('server_field_take_photo_with_scanner'));

/**
 * A key the client makes once per scan it may send more than once (a queued scan replayed
 * when the connection returns, decision 027): every send with the key gets the first one's
 * reply, and nothing is counted, discovered or paid twice. A random UUID fits.
 */
export const idempotencyKeySchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{16,100}$/, fieldSays('server_field_idempotency_key'));

/** When a queued scan's photo was taken, as the phone's clock said (ISO 8601, with a zone). */
const capturedAt = z.iso.datetime({
  offset: true,
  error: fieldSays('server_field_captured_at'),
});

export const scanBodySchema = z.object({
  text: scanText,
  analysisToken,
  userLatitude: z.number().min(-90).max(90),
  userLongitude: z.number().min(-180).max(180),
  /**
   * The fix's accuracy in metres, as GeolocationPosition.coords.accuracy gives it. Required:
   * the scanner always has it with the position, and a scan must not be able to skip the
   * check by leaving it out (decision 011). Worse than 100 m is refused (422).
   */
  userAccuracy: z
    .number(fieldSays('server_field_accuracy_missing'))
    .min(0, fieldSays('server_field_accuracy_negative'))
    .max(1e7, fieldSays('server_field_accuracy_metres')),
  /**
   * A scan queued without signal: the position and accuracy are those recorded when the photo
   * was taken, at this time. Judged as of then (travel, decision 011), within the last 24 hours.
   */
  capturedAt: capturedAt.optional(),
  idempotencyKey: idempotencyKeySchema.optional(),
});
export type ScanBody = z.input<typeof scanBodySchema>;

export const scanGlobalBodySchema = z.object({
  text: scanText,
  analysisToken,
  idempotencyKey: idempotencyKeySchema.optional(),
});
export type ScanGlobalBody = z.input<typeof scanGlobalBodySchema>;

/**
 * Why a local scan found nothing although its text is a message's (issue 19, decisions 011 and
 * 013). 'nearby': a message the finder could discover is 100 m to 1 km away; the distance is
 * rounded to 50 m and the way is one of eight compass points, never a position. 'huntStep':
 * the text is a step of a hunt meant for the finder, here, but not theirs to find now
 * (`reason`); in order, `firstStep` is the step to find before it.
 */
export const scanMissSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('nearby'),
    distanceM: z.number().int(),
    direction: z.enum(COMPASS_POINTS),
  }),
  z.object({
    kind: z.literal('huntStep'),
    huntTitle: z.string(),
    stepNumber: z.number().int(),
    reason: z.enum(['order', 'finished', 'notStarted', 'ended']),
    firstStep: z.number().int().nullable(),
  }),
]);
export type ScanMiss = z.infer<typeof scanMissSchema>;

/** Matched messages, with their hidden content revealed to the scanner. */
export const scanResponseSchema = z.object({
  matches: z.number().int(),
  photos: z.array(photoSchema),
  /** Only on a local scan that found nothing, and only when there is something to say. */
  miss: scanMissSchema.optional(),
});
export type ScanResponse = z.infer<typeof scanResponseSchema>;

/** The schemas of each operation in endpoints/scan.ts: what the server validates with. */
export const scanShapes = {
  analyze: {
    body: analyzeBodySchema,
    reply: { 200: analyzeResponseSchema },
  },
  local: {
    body: scanBodySchema,
    reply: { 200: scanResponseSchema },
  },
  global: {
    body: scanGlobalBodySchema,
    reply: { 200: scanResponseSchema },
  },
} satisfies ShapeTable;

export const scanApi = withShapes(scanRoutes, scanShapes);
