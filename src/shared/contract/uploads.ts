import { z } from 'zod';
import { UPLOAD_WARNING_CODES } from '../rules/upload-warnings';
import { uploadsApi as uploadsRoutes } from './endpoints/uploads';
import { idInput, MAX_ID } from './numbers';
import { binaryReply, withShapes, type ShapeTable } from './endpoint';
import {
  confirmedWarningsSchema,
  createPhotoResponseSchema,
  formBoolean,
  latitudeSchema,
  longitudeSchema,
  maxScansSchema,
  messageTypeSchema,
  optionalText,
  rewardAmountSchema,
} from './photos';
import {
  MAX_DESCRIPTION_LENGTH,
  MAX_HIDDEN_MESSAGE_LENGTH,
  MAX_PDF_FILE_NAME_LENGTH,
} from '../rules/messages';
import { label } from './field-says';

/*
 * Creating a message in two steps (issue 20, point 5): upload the photo (stored and read,
 * nothing charged), look at what was read, then publish by the upload's id. The one-step
 * POST /api/photos and /api/photos/global stay for older clients.
 */

/** Both coordinates or neither: a photo of a page (global) has no place. */
const optionalPlace = <T extends { latitude?: unknown; longitude?: unknown }>(value: T) =>
  (value.latitude === undefined) === (value.longitude === undefined);
const PLACE_MESSAGE = 'Send both latitude and longitude, or neither for a book or magazine page';

const emptyAsMissing = (value: unknown) => (value === '' || value === null ? undefined : value);

export const uploadFieldsSchema = z
  .object({
    /** Where the creator stands: the warnings about other messages look within 100 m of it. */
    latitude: z.preprocess(emptyAsMissing, latitudeSchema.optional()),
    longitude: z.preprocess(emptyAsMissing, longitudeSchema.optional()),
  })
  .refine(optionalPlace, { message: PLACE_MESSAGE });
export type UploadFields = z.input<typeof uploadFieldsSchema>;

export const uploadIdParamsSchema = z.object({ id: idInput(label('server_label_upload_id')) });

/**
 * A look-up may name the caller's other uploads to compare with (a hunt's other steps, which
 * are no open messages yet): `with=12,13`. Only the caller's own are compared.
 */
export const uploadLookupQuerySchema = z.object({
  with: z
    .string()
    .regex(/^\d{1,10}(,\d{1,10}){0,49}$/, 'with: up to 50 upload ids, separated by commas')
    .transform((ids) => ids.split(',').map(Number))
    // Ten digits pass the pattern but not the database's integer ids: a 400, never a 500.
    .refine((ids) => ids.every((id) => id <= MAX_ID), 'with: an upload id is out of range')
    .optional(),
});

export const uploadWarningSchema = z.object({
  code: z.enum(UPLOAD_WARNING_CODES),
  /** What is wrong and what to do, in a sentence or two. */
  message: z.string(),
  /** True for too-little: publishing is refused. Others need the creator's confirmation. */
  blocking: z.boolean(),
});
export type UploadWarning = z.infer<typeof uploadWarningSchema>;

export const textRegionSchema = z.object({
  x: z.number(),
  y: z.number(),
  width: z.number(),
  height: z.number(),
});

/** An uploaded photo as its owner sees it, before (and just after) publishing. */
export const uploadSchema = z.object({
  id: z.number().int(),
  /** 'reading' while OCR is busy: ask again (GET) in a few seconds. */
  status: z.enum(['reading', 'read']),
  imageUrl: z.string(),
  /** The stored photo's size in pixels: what `regions` refer to. */
  width: z.number().int(),
  height: z.number().int(),
  /** The text read, as OCR read it (lines); null while reading. */
  text: z.string().nullable(),
  /** Letters and digits read: what a scan is matched on. */
  letters: z.number().int(),
  regions: z.array(textRegionSchema),
  warnings: z.array(uploadWarningSchema),
  expiresAt: z.string(),
  /** The message it became, once published. */
  photoId: z.number().int().nullable(),
});
export type Upload = z.infer<typeof uploadSchema>;

/** Everything a message needs besides its photo; the place decides local or global. */
export const publishBodySchema = z
  .object({
    messageType: messageTypeSchema.default('text'),
    hiddenMessage: optionalText(MAX_HIDDEN_MESSAGE_LENGTH, label('server_label_hidden_message')),
    publicDescription: optionalText(
      MAX_DESCRIPTION_LENGTH,
      label('server_label_public_description'),
    ),
    /** Base64 without the data: prefix. */
    pdfData: z.string().nullish(),
    pdfFileName: optionalText(MAX_PDF_FILE_NAME_LENGTH, label('server_label_pdf_file_name')),
    isPrivate: formBoolean.default(false),
    maxScans: maxScansSchema,
    hasRewards: formBoolean.default(false),
    rewardAmount: rewardAmountSchema,
    latitude: latitudeSchema.optional(),
    longitude: longitudeSchema.optional(),
    location: optionalText(200, label('server_label_location')),
    /** The recipient of a private message: by id, or by nickname (else email). */
    targetUserId: idInput(label('server_label_target_user_id')).nullish(),
    targetUsername: optionalText(254, label('server_label_target_user')).optional(),
    /** The soft warnings the creator saw and chose to publish past. */
    confirmedWarnings: confirmedWarningsSchema,
  })
  .refine(optionalPlace, { message: PLACE_MESSAGE });
export type PublishBody = z.input<typeof publishBodySchema>;

export const uploadsShapes = {
  create: {
    form: { fields: uploadFieldsSchema },
    reply: { 201: uploadSchema },
  },
  get: {
    params: uploadIdParamsSchema,
    query: uploadLookupQuerySchema,
    reply: { 200: uploadSchema },
  },
  image: {
    params: uploadIdParamsSchema,
    reply: { 200: binaryReply('image/jpeg') },
  },
  publish: {
    params: uploadIdParamsSchema,
    body: publishBodySchema,
    reply: { 201: createPhotoResponseSchema },
  },
} satisfies ShapeTable;

export const uploadsApi = withShapes(uploadsRoutes, uploadsShapes);
