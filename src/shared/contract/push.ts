import { z } from 'zod';
import { appLocales } from '@/shared/i18n/locale';
import { withShapes, type ShapeTable } from './endpoint';
import { pushApi as pushRoutes } from './endpoints/push';
import { fieldSays } from './field-says';

/** base64url of exactly `bytes` bytes (no padding), as PushSubscription.toJSON() gives keys. */
const base64Url = (bytes: number, what: string) =>
  z
    .string()
    .regex(/^[A-Za-z0-9_-]+$/, fieldSays('server_field_base64url', { field: what }))
    .refine(
      (value) => Math.floor((value.length * 3) / 4) === bytes,
      fieldSays('server_field_wrong_length', { field: what }),
    );

export const pushConfigSchema = z.object({
  /** The VAPID public key (base64url) to subscribe with; null when Web Push is off. */
  publicKey: z.string().nullable(),
});
export type PushConfig = z.infer<typeof pushConfigSchema>;

export const pushEndpointSchema = z
  .string()
  .max(2048, fieldSays('server_field_too_long', { field: 'endpoint' }))
  .url({ error: fieldSays('server_field_not_url', { field: 'endpoint' }) });

export const pushSubscribeBodySchema = z.object({
  endpoint: pushEndpointSchema,
  keys: z.object({
    /** The browser's uncompressed P-256 public key: 65 bytes. */
    p256dh: base64Url(65, 'keys.p256dh'),
    /** The auth secret: 16 bytes. */
    auth: base64Url(16, 'keys.auth'),
  }),
  /** The language pushed notifications are worded in: the app's at the time. */
  locale: z.enum(appLocales, { error: fieldSays('server_field_locale') }),
});
export type PushSubscribeBody = z.input<typeof pushSubscribeBodySchema>;

export const pushUnsubscribeBodySchema = z.object({ endpoint: pushEndpointSchema });
export type PushUnsubscribeBody = z.input<typeof pushUnsubscribeBodySchema>;

export const pushShapes = {
  config: {
    reply: { 200: pushConfigSchema },
  },
  subscribe: {
    body: pushSubscribeBodySchema,
    reply: { 200: z.object({ ok: z.literal(true) }) },
  },
  unsubscribe: {
    body: pushUnsubscribeBodySchema,
    /** Whether a subscription of the caller's was removed (false: none, or not theirs). */
    reply: { 200: z.object({ removed: z.boolean() }) },
  },
} satisfies ShapeTable;

export const pushApi = withShapes(pushRoutes, pushShapes);
