import { z } from 'zod';
import { okSchema } from './common';
import { decimalInput, idInput, integerInput, looksNumeric } from './numbers';
import { binaryReply, withShapes, type ShapeTable } from './endpoint';
import { photosApi as photosRoutes } from './endpoints/photos';
import { reactivateBodySchema } from './wallet';
import {
  MAX_DESCRIPTION_LENGTH,
  MAX_HIDDEN_MESSAGE_LENGTH,
  MAX_PDF_FILE_NAME_LENGTH,
  MAX_REWARD_EUROS,
  MAX_SCANS_LIMIT,
} from '../rules/messages';
import { MAX_REPORT_COMMENT_LENGTH, REPORT_REASONS } from '../rules/support';
import { fieldSays, label } from './field-says';
import { SOFT_UPLOAD_WARNINGS } from '../rules/upload-warnings';
import type { SaidMessage } from '../errors';

/** Multipart fields arrive as strings; JSON bodies as booleans. Both are accepted. */
export const formBoolean = z
  .union([z.boolean(), z.enum(['true', 'false', 'on', '1', '0', ''])])
  .transform((value) => value === true || value === 'true' || value === 'on' || value === '1');

export const optionalText = (max: number, what: SaidMessage) =>
  z
    .string()
    .max(max, fieldSays('server_field_too_many_characters', { label: what, max }))
    .nullish()
    .transform((value) => (value && value.trim() ? value.trim() : null));

export const messageTypeSchema = z.enum(['text', 'pdf']);
export type MessageType = z.infer<typeof messageTypeSchema>;

/**
 * Non-numeric scan limits become 1 (SPEC §5): empty, or text without a digit. Text that means a
 * number must say it plainly: '0x10' or '1e3' is refused rather than read as 16 or 1000.
 */
export const maxScansSchema = z.preprocess(
  (value) =>
    value === '' ||
    value === null ||
    value === undefined ||
    (typeof value === 'string' && !looksNumeric(value))
      ? 1
      : value,
  integerInput(
    fieldSays('server_field_max_scans_whole'),
    z
      .number()
      .min(1, fieldSays('server_field_max_scans_too_few', { min: 1 }))
      .max(MAX_SCANS_LIMIT, fieldSays('server_field_max_scans_too_many', { max: MAX_SCANS_LIMIT })),
  ),
);

export const rewardAmountSchema = z.preprocess(
  (value) => (value === '' || value === undefined || value === null ? 0 : value),
  decimalInput(
    fieldSays('server_field_not_a_number', { label: label('server_label_reward_amount') }),
    z
      .number()
      .min(0, fieldSays('server_field_reward_negative'))
      .max(MAX_REWARD_EUROS, fieldSays('server_field_reward_too_large', { max: MAX_REWARD_EUROS }))
      .refine((euros) => Math.abs(euros * 100 - Math.round(euros * 100)) < 1e-6, {
        message: fieldSays('server_field_whole_cents', {
          label: label('server_label_reward_amount'),
        }),
      }),
  ),
);

export const latitudeSchema = decimalInput(
  fieldSays('server_field_latitude_not_number'),
  z
    .number()
    .min(-90, fieldSays('server_field_latitude_range', { min: -90, max: 90 }))
    .max(90, fieldSays('server_field_latitude_range', { min: -90, max: 90 })),
);
export const longitudeSchema = decimalInput(
  fieldSays('server_field_longitude_not_number'),
  z
    .number()
    .min(-180, fieldSays('server_field_longitude_range', { min: -180, max: 180 }))
    .max(180, fieldSays('server_field_longitude_range', { min: -180, max: 180 })),
);

/**
 * The soft warnings a creator saw and chose to publish past (decision 025): a list in JSON, a
 * comma-separated one in a multipart form.
 */
export const confirmedWarningsSchema = z.preprocess(
  (value) => (typeof value === 'string' ? value.split(',').filter(Boolean) : value),
  z.array(z.enum(SOFT_UPLOAD_WARNINGS)).max(SOFT_UPLOAD_WARNINGS.length).default([]),
);

/** The fields every create form shares (SPEC §3), whatever carries the image. */
const messageFields = {
  messageType: messageTypeSchema.default('text'),
  hiddenMessage: optionalText(MAX_HIDDEN_MESSAGE_LENGTH, label('server_label_hidden_message')),
  publicDescription: optionalText(MAX_DESCRIPTION_LENGTH, label('server_label_public_description')),
  /** Base64 without the data: prefix. */
  pdfData: z.string().nullish(),
  pdfFileName: optionalText(MAX_PDF_FILE_NAME_LENGTH, label('server_label_pdf_file_name')),
  isPrivate: formBoolean.default(false),
  maxScans: maxScansSchema,
  hasRewards: formBoolean.default(false),
  rewardAmount: rewardAmountSchema,
  confirmedWarnings: confirmedWarningsSchema,
};

/** Home's multipart form and the camera's JSON body (plus `imageData` there). */
export const createPhotoFieldsSchema = z.object({
  ...messageFields,
  latitude: latitudeSchema,
  longitude: longitudeSchema,
  location: optionalText(200, label('server_label_location')),
  /** The chosen user's nickname, else their email. */
  targetUsername: optionalText(254, label('server_label_target_user')).optional(),
});
export type CreatePhotoFields = z.input<typeof createPhotoFieldsSchema>;

export const createPhotoJsonSchema = createPhotoFieldsSchema.extend({
  /** Base64 of the captured JPEG, without the data: prefix. */
  imageData: z.string().min(1000, fieldSays('server_field_image_too_small')),
});
export type CreatePhotoJson = z.input<typeof createPhotoJsonSchema>;

/** The books-and-magazines form: no position; the target is chosen by id. */
export const createGlobalPhotoFieldsSchema = z.object({
  ...messageFields,
  targetUserId: z.preprocess(
    (value) => (value === '' ? null : value),
    idInput(label('server_label_target_user_id')).nullish(),
  ),
  targetUsername: optionalText(254, label('server_label_target_user')).optional(),
});
export type CreateGlobalPhotoFields = z.input<typeof createGlobalPhotoFieldsSchema>;

export const editPhotoBodySchema = z.object({
  hiddenMessage: optionalText(MAX_HIDDEN_MESSAGE_LENGTH, label('server_label_hidden_message')),
  publicDescription: optionalText(MAX_DESCRIPTION_LENGTH, label('server_label_public_description')),
});
export type EditPhotoBody = z.input<typeof editPhotoBodySchema>;

export const photoIdParamsSchema = z.object({ id: idInput(label('server_label_photo_id')) });

/**
 * What a photo URL carries for a viewer who gets the original (decision 014). The same image
 * URL answers the blurred copy to others, and a browser keeps images by URL, so the URL must
 * change when a discovery turns the copy into the original. The server still decides by the
 * viewer: the parameter grants nothing.
 */
export const photoImageQuerySchema = z.object({ view: z.literal('original').optional() });

export const nearbyQuerySchema = z.object({ lat: latitudeSchema, lng: longitudeSchema });

export const userSummarySchema = z.object({ id: z.number().int(), nickname: z.string() });

/**
 * A hidden message as one viewer may see it. `hiddenMessage` and `pdfFileName` are present only
 * for the creator and for users who discovered it; for everyone else the keys are absent.
 */
export const photoSchema = z.object({
  id: z.number().int(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  location: z.string().nullable(),
  /** Nearest place name from the offline gazetteer, e.g. 'Athens, Greece'. */
  locationLabel: z.string().nullable(),
  isGlobal: z.boolean(),
  createdAt: z.string(),
  user: userSummarySchema.nullable(),
  imageUrl: z.string(),
  thumbnailUrl: z.string(),
  messageType: messageTypeSchema,
  publicDescription: z.string().nullable(),
  maxScans: z.number().int(),
  currentScans: z.number().int(),
  scansLeft: z.number().int(),
  isUnlocked: z.boolean(),
  isAnalyzed: z.boolean(),
  needsReactivation: z.boolean(),
  isPrivate: z.boolean(),
  targetUserId: z.number().int().nullable(),
  hasRewards: z.boolean(),
  /** Euros. */
  rewardAmount: z.number(),
  rewardPerScan: z.number(),
  withdrawableRewardPerScan: z.number(),
  underprintRewardPerScan: z.number(),
  rewardType: z.enum(['withdrawable', 'underprint']),
  /**
   * On a scan's reply only: euros this scan paid the finder, which is the reward per scan less
   * what their revealed hints withheld; 0 when it paid nothing (a repeat, an empty escrow).
   */
  rewardEarned: z.number().optional(),
  /** From the viewer's position, on nearby lists only. */
  distanceKm: z.number().optional(),
  isOwner: z.boolean(),
  /** The viewer discovered it: the reply carries its secret, and Home's card shows it. */
  discoveredByMe: z.boolean(),
  hiddenMessage: z.string().nullable().optional(),
  pdfFileName: z.string().nullable().optional(),
});
export type Photo = z.infer<typeof photoSchema>;

export const photoListSchema = z.array(photoSchema);

export const createPhotoResponseSchema = z.object({
  photo: photoSchema,
  /** Why the photo cannot be discovered yet, e.g. too little readable text; null when fine. */
  warning: z.string().nullable(),
});
export type CreatePhotoResponse = z.infer<typeof createPhotoResponseSchema>;

export const userStatsSchema = z.object({
  totalMessages: z.number().int(),
  activeMessages: z.number().int(),
  needsReactivation: z.number().int(),
  /** Own messages discovered at least once. */
  discoveredMessages: z.number().int(),
  totalScansReceived: z.number().int(),
  totalRemainingScans: z.number().int(),
  totalTreasureHuntsCreated: z.number().int(),
  /** Hunts this user finished as a player (SPEC shows a fixed 0; this is the real count). */
  totalTreasureHuntsCompleted: z.number().int(),
  /** Messages (and hunt steps) this user discovered that still exist: 'Found by Me'. */
  foundByMe: z.number().int(),
  /**
   * Discoveries other users made of this user's messages and hunt steps: 'Found by Others'.
   * Unlike `totalScansReceived` it counts hunt steps too, and forgets a deleted finder's finds.
   */
  foundByOthers: z.number().int(),
});
export type UserStats = z.infer<typeof userStatsSchema>;

/**
 * A message the signed-in user discovered, as 'Discovered by me' shows it: its secret (the text,
 * or the PDF's name and link), its photo, place, creator, when it was found and the reward the
 * finder actually received. Only ever sent to that finder.
 */
export const discoveredMessageSchema = z.object({
  id: z.number().int(),
  messageType: messageTypeSchema,
  /** The text secret; null for a PDF. */
  hiddenMessage: z.string().nullable(),
  /** The PDF's name and where to open it; null for a text. */
  pdfFileName: z.string().nullable(),
  pdfUrl: z.string().nullable(),
  publicDescription: z.string().nullable(),
  /** The original photo: the finder may see the printed text (decision 014). */
  imageUrl: z.string(),
  thumbnailUrl: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  location: z.string().nullable(),
  locationLabel: z.string().nullable(),
  isGlobal: z.boolean(),
  /** Null once the creator's account is deleted: shown as 'Unknown User'. */
  user: userSummarySchema.nullable(),
  /** When the message was hidden, and when this user found it. */
  createdAt: z.string(),
  discoveredAt: z.string(),
  /** Euros the finder received for it: net of a reward the office returned; 0 when none. */
  rewardReceived: z.number(),
  /** Money (withdrawable once released) or in-app credits (the admin's messages). */
  rewardType: z.enum(['withdrawable', 'underprint']),
  /** Set when it is a step of a treasure hunt. */
  hunt: z.object({ id: z.number().int(), title: z.string(), step: z.number().int() }).nullable(),
});
export type DiscoveredMessage = z.infer<typeof discoveredMessageSchema>;

/** What the public share page may show: nothing secret. */
export const sharedPhotoSchema = z.object({
  id: z.number().int(),
  imageUrl: z.string(),
  messageType: messageTypeSchema,
  publicDescription: z.string().nullable(),
  /** Whether a finder can still earn a reward: false once every scan is taken. */
  hasRewards: z.boolean(),
  rewardPerScan: z.number(),
  locationLabel: z.string().nullable(),
  isGlobal: z.boolean(),
  user: z.object({ nickname: z.string() }).nullable(),
});
export type SharedPhoto = z.infer<typeof sharedPhotoSchema>;

export const reportBodySchema = z.object({
  reason: z.enum(REPORT_REASONS, fieldSays('server_field_choose_reason')),
  comment: optionalText(MAX_REPORT_COMMENT_LENGTH, label('server_label_comment')),
});
export type ReportBody = z.input<typeof reportBodySchema>;

export const reportReplySchema = z.object({
  /** Whether the message is now withdrawn from nearby and discovery pending review. */
  withheld: z.boolean(),
});

/** The schemas of each operation in endpoints/photos.ts: what the server validates with. */
export const photosShapes = {
  create: {
    body: createPhotoJsonSchema,
    form: { fields: createPhotoFieldsSchema },
    reply: { 201: createPhotoResponseSchema },
  },
  createGlobal: {
    form: { fields: createGlobalPhotoFieldsSchema },
    reply: { 201: createPhotoResponseSchema },
  },
  nearby: {
    query: nearbyQuerySchema,
    reply: { 200: photoListSchema },
  },
  own: {
    reply: { 200: photoListSchema },
  },
  stats: {
    reply: { 200: userStatsSchema },
  },
  discovered: {
    reply: { 200: z.array(discoveredMessageSchema) },
  },
  global: {
    reply: { 200: photoListSchema },
  },
  shared: {
    params: photoIdParamsSchema,
    reply: { 200: sharedPhotoSchema },
  },
  image: {
    params: photoIdParamsSchema,
    query: photoImageQuerySchema,
    reply: { 200: binaryReply('image/jpeg') },
  },
  thumbnail: {
    params: photoIdParamsSchema,
    query: photoImageQuerySchema,
    reply: { 200: binaryReply('image/jpeg') },
  },
  pdf: {
    params: photoIdParamsSchema,
    reply: { 200: binaryReply('application/pdf') },
  },
  edit: {
    params: photoIdParamsSchema,
    body: editPhotoBodySchema,
    reply: { 200: photoSchema },
  },
  reactivate: {
    params: photoIdParamsSchema,
    body: reactivateBodySchema,
    reply: { 200: photoSchema },
  },
  remove: {
    params: photoIdParamsSchema,
    reply: { 200: okSchema },
  },
  report: {
    params: photoIdParamsSchema,
    body: reportBodySchema,
    reply: { 201: reportReplySchema },
  },
} satisfies ShapeTable;

export const photosApi = withShapes(photosRoutes, photosShapes);
