import { z } from 'zod';
import { isoDateTimeSchema, okSchema } from './common';
import { binaryReply, withShapes, type ShapeTable } from './endpoint';
import { huntsApi as huntsRoutes } from './endpoints/hunts';
import { idInput, integerInput } from './numbers';
import {
  formBoolean,
  latitudeSchema,
  longitudeSchema,
  maxScansSchema,
  messageTypeSchema,
  optionalText,
  photoImageQuerySchema,
  rewardAmountSchema,
  userSummarySchema,
} from './photos';
import { pricingCheckSchema } from './wallet';
import {
  MAX_DESCRIPTION_LENGTH,
  MAX_HIDDEN_MESSAGE_LENGTH,
  MAX_PDF_FILE_NAME_LENGTH,
} from '../rules/messages';
import {
  HUNT_HINT_MAX_LENGTH,
  HUNT_MAX_HINT_COST_PERCENT,
  HUNT_MAX_HINTS,
  HUNT_MAX_STEPS,
  HUNT_TITLE_MAX_LENGTH,
  PUBLISH_KEY_PATTERN,
} from '../rules/hunts';
import { SOFT_UPLOAD_WARNINGS } from '../rules/upload-warnings';
import { fieldSays, label } from './field-says';

export const stepOrderSchema = z.enum(['linear', 'free', 'some']);
export type StepOrder = z.infer<typeof stepOrderSchema>;

/**
 * One waypoint as the creation screen sends it (SPEC §3 'Waypoint payload'), for a draft and
 * for publishing alike: a draft may be incomplete, so completeness ('Please complete all
 * waypoints. Missing: Step N') is judged by the server when the hunt is published.
 */
export const waypointPayloadSchema = z.object({
  stepNumber: z.number().int().min(1).max(HUNT_MAX_STEPS),
  latitude: latitudeSchema.nullish(),
  longitude: longitudeSchema.nullish(),
  locationName: optionalText(200, label('server_label_location')),
  /** The step's public description. */
  description: optionalText(MAX_DESCRIPTION_LENGTH, label('server_label_public_description')),
  /**
   * The step's photo as uploaded and read when it was chosen (POST /api/uploads, decision 025):
   * publishing takes its reading and files, and reads nothing again. A draft does not keep it
   * (an upload lives a day; a draft keeps `photo`).
   */
  uploadId: idInput(label('server_label_upload_id')).nullish(),
  /**
   * The step's photo as a data URL (a capture or a picked file): what a draft keeps; when
   * publishing, read then for a step without `uploadId` (older clients, an expired upload).
   */
  photo: z.string().nullish(),
  hiddenMessage: optionalText(MAX_HIDDEN_MESSAGE_LENGTH, label('server_label_hidden_message')),
  /** Base64, with or without the data: prefix. */
  pdfData: z.string().nullish(),
  pdfFileName: optionalText(MAX_PDF_FILE_NAME_LENGTH, label('server_label_pdf_file_name')),
  messageType: messageTypeSchema.default('text'),
  maxScans: maxScansSchema,
  hasRewards: formBoolean.default(false),
  rewardAmount: rewardAmountSchema,
  isPrivate: formBoolean.default(false),
  /** The chosen user's nickname, else their email, when the step is private. */
  targetUsername: optionalText(254, label('server_label_target_user')).optional(),
  /** Up to two hints beyond the description, revealed to players one at a time for a price. */
  hints: z
    .array(
      z
        .string()
        .trim()
        .min(1, fieldSays('server_field_hint_empty'))
        .max(
          HUNT_HINT_MAX_LENGTH,
          fieldSays('server_field_hint_too_long', { max: HUNT_HINT_MAX_LENGTH }),
        ),
    )
    .max(HUNT_MAX_HINTS, fieldSays('server_field_hints_too_many', { max: HUNT_MAX_HINTS }))
    .default([]),
  /**
   * The soft warnings on this step's photo the creator saw and chose to publish past (issue
   * 20, point 5): each step confirms its own; a draft does not keep them.
   */
  confirmedWarnings: z.array(z.enum(SOFT_UPLOAD_WARNINGS)).max(3).default([]),
});
export type WaypointPayload = z.input<typeof waypointPayloadSchema>;
export type Waypoint = z.output<typeof waypointPayloadSchema>;

/** A hunt's options beyond the document's title and waypoints (issue 11, points 4, 5 and 7). */
const huntOptions = {
  description: optionalText(MAX_DESCRIPTION_LENGTH, label('server_label_description')),
  stepOrder: stepOrderSchema.default('linear'),
  /** For 'some' order: how many steps finish the hunt. Ignored otherwise (all of them). */
  requiredSteps: z.number().int().min(1).max(HUNT_MAX_STEPS).nullish(),
  hintCostPercent: z
    .number()
    .int()
    .min(0)
    .max(
      HUNT_MAX_HINT_COST_PERCENT,
      fieldSays('server_field_hint_cost_too_high', { max: HUNT_MAX_HINT_COST_PERCENT }),
    )
    .default(25),
  startsAt: isoDateTimeSchema(fieldSays('server_field_starts_at')).nullish(),
  endsAt: isoDateTimeSchema(fieldSays('server_field_ends_at')).nullish(),
};

const huntTitleSchema = z
  .string()
  .trim()
  .max(
    HUNT_TITLE_MAX_LENGTH,
    fieldSays('server_field_too_many_characters', {
      label: label('server_label_title'),
      max: HUNT_TITLE_MAX_LENGTH,
    }),
  )
  .transform((title) => title || 'Untitled Hunt');

export const createHuntBodySchema = z.object({
  title: huntTitleSchema,
  waypoints: z
    .array(waypointPayloadSchema)
    .min(1, fieldSays('server_field_hunt_no_waypoints'))
    .max(
      HUNT_MAX_STEPS,
      fieldSays('server_field_hunt_too_many_waypoints', { max: HUNT_MAX_STEPS }),
    ),
  ...huntOptions,
  /** The draft being published: publishing consumes it, and publishing it again finds the hunt. */
  draftId: idInput(label('server_label_draft_id')).nullish(),
  /**
   * One key per publish, kept by the device until it succeeds: a retried or repeated request
   * with it is answered with the hunt already made, charged once (decision 024).
   */
  idempotencyKey: z
    .string()
    .regex(PUBLISH_KEY_PATTERN, fieldSays('server_field_hunt_publish_key'))
    .nullish(),
});
export type CreateHuntBody = z.input<typeof createHuntBodySchema>;

export const saveDraftBodySchema = z
  .object({
    /** The draft being saved again; absent for a new draft. */
    id: idInput(label('server_label_draft_id')).nullish(),
    /** The version of the draft this save continues: required with `id` (decision 024). */
    version: z.number().int().min(1).nullish(),
    title: huntTitleSchema,
    waypoints: z
      .array(waypointPayloadSchema)
      .max(
        HUNT_MAX_STEPS,
        fieldSays('server_field_hunt_too_many_waypoints', { max: HUNT_MAX_STEPS }),
      ),
    ...huntOptions,
  })
  .refine((body) => !body.id || body.version, {
    message: fieldSays('server_field_draft_version_needed'),
    path: ['version'],
  });
export type SaveDraftBody = z.input<typeof saveDraftBodySchema>;

/** What publishing would cost: the same pricing check as one message, over every step. */
export const huntPriceBodySchema = z.object({
  waypoints: z
    .array(
      z.object({
        maxScans: maxScansSchema,
        hasRewards: formBoolean,
        rewardAmount: rewardAmountSchema,
      }),
    )
    .min(1, fieldSays('server_field_hunt_no_waypoints'))
    .max(HUNT_MAX_STEPS),
});
export type HuntPriceBody = z.input<typeof huntPriceBodySchema>;

export const huntDraftSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  totalSteps: z.number().int(),
  updatedAt: z.string(),
  /** Raised by every save; the next save names it. */
  version: z.number().int(),
});
export type HuntDraftSummary = z.infer<typeof huntDraftSummarySchema>;

export const huntDraftSchema = huntDraftSummarySchema.extend({
  description: z.string().nullable(),
  stepOrder: stepOrderSchema,
  requiredSteps: z.number().int().nullable(),
  hintCostPercent: z.number().int(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  /** The waypoints as saved, photos and PDFs back as data URLs. */
  waypointsData: z.array(
    z.object({
      stepNumber: z.number().int(),
      latitude: z.number().nullable(),
      longitude: z.number().nullable(),
      locationName: z.string().nullable(),
      description: z.string().nullable(),
      photo: z.string().nullable(),
      hiddenMessage: z.string().nullable(),
      pdfData: z.string().nullable(),
      pdfFileName: z.string().nullable(),
      messageType: messageTypeSchema,
      maxScans: z.number().int(),
      hasRewards: z.boolean(),
      rewardAmount: z.number(),
      isPrivate: z.boolean(),
      targetUsername: z.string().nullable(),
      hints: z.array(z.string()),
    }),
  ),
});
export type HuntDraft = z.infer<typeof huntDraftSchema>;

/** SPEC §4: completed, active (the player may discover it now) or locked; the creator sees all. */
export const stepStateSchema = z.enum(['locked', 'active', 'completed', 'creator']);
export type StepState = z.infer<typeof stepStateSchema>;

/**
 * A step's message as one viewer may see it: only for its creator and for players whose step
 * is active or completed. `hiddenMessage` and `pdfFileName` exist only for the creator and
 * for players who completed the step.
 */
export const huntStepPhotoSchema = z.object({
  id: z.number().int(),
  imageUrl: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  location: z.string().nullable(),
  locationLabel: z.string().nullable(),
  messageType: messageTypeSchema,
  publicDescription: z.string().nullable(),
  maxScans: z.number().int(),
  currentScans: z.number().int(),
  scansLeft: z.number().int(),
  isPrivate: z.boolean(),
  hasRewards: z.boolean(),
  /** Euros this viewer would win (after the hints they revealed) or won. */
  rewardPerScan: z.number(),
  /** The hints this viewer may read: all for the creator, the revealed ones for a player. */
  hints: z.array(z.string()),
  hintCount: z.number().int(),
  hiddenMessage: z.string().nullable().optional(),
  pdfFileName: z.string().nullable().optional(),
});
export type HuntStepPhoto = z.infer<typeof huntStepPhotoSchema>;

export const huntWaypointSchema = z.object({
  stepNumber: z.number().int(),
  state: stepStateSchema,
  /** Null while the step is locked: nothing of a locked step reaches a player. */
  photoId: z.number().int().nullable(),
  photo: huntStepPhotoSchema.nullable(),
});
export type HuntWaypoint = z.infer<typeof huntWaypointSchema>;

/** SPEC §3 'Hunt progress', plus what issue 11 point 6 shows. */
export const huntProgressSchema = z.object({
  huntId: z.number().int(),
  stepOrder: stepOrderSchema,
  totalSteps: z.number().int(),
  requiredSteps: z.number().int(),
  completedSteps: z.array(z.number().int()),
  /** The steps this player may discover now (one in linear order). */
  activeSteps: z.array(z.number().int()),
  /** The first of `activeSteps`, or null when finished. */
  canParticipateInStep: z.number().int().nullable(),
  isCompleted: z.boolean(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  /** Euros still to win on the steps left, after the hints already revealed. */
  rewardToWin: z.number(),
});
export type HuntProgress = z.infer<typeof huntProgressSchema>;

export const huntSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string().nullable(),
  createdBy: userSummarySchema.nullable(),
  totalSteps: z.number().int(),
  requiredSteps: z.number().int(),
  stepOrder: stepOrderSchema,
  hintCostPercent: z.number().int(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  createdAt: z.string(),
  isOwner: z.boolean(),
  /** Finished by this viewer. */
  isCompleted: z.boolean(),
  /** Inside its time window now. */
  isOpen: z.boolean(),
  finishers: z.number().int(),
  /** The public share link: /hunt/{id} on the product's host. */
  shareUrl: z.string(),
  waypoints: z.array(huntWaypointSchema),
  /** The viewer's progress; null for the creator. */
  progress: huntProgressSchema.nullable(),
});
export type Hunt = z.infer<typeof huntSchema>;

export const hintRevealSchema = z.object({
  stepNumber: z.number().int(),
  hints: z.array(z.string()),
  hintCount: z.number().int(),
  /** Euros this player still wins on the step. */
  rewardPerScan: z.number(),
});
export type HintReveal = z.infer<typeof hintRevealSchema>;

export const leaderboardSchema = z.object({
  huntId: z.number().int(),
  entries: z.array(
    z.object({
      rank: z.number().int(),
      nickname: z.string(),
      startedAt: z.string(),
      finishedAt: z.string(),
      durationSeconds: z.number().int(),
    }),
  ),
});
export type Leaderboard = z.infer<typeof leaderboardSchema>;

/** What anyone with the share link may see: nothing of any step. */
export const sharedHuntSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string().nullable(),
  createdBy: z.object({ nickname: z.string() }).nullable(),
  totalSteps: z.number().int(),
  requiredSteps: z.number().int(),
  stepOrder: stepOrderSchema,
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  finishers: z.number().int(),
});
export type SharedHunt = z.infer<typeof sharedHuntSchema>;

const idParams = z.object({ id: idInput(label('server_label_hunt_id')) });
const stepParams = idParams.extend({
  step: integerInput(
    fieldSays('server_field_step_not_whole'),
    z
      .number()
      .min(1, fieldSays('server_field_step_too_small', { min: 1 }))
      .max(HUNT_MAX_STEPS, fieldSays('server_field_no_such_step')),
  ),
});

/** A hunt carries up to 50 photos (and PDFs) as data URLs. */
export const HUNT_BODY_LIMIT_BYTES = 64 * 1024 * 1024;

/** The schemas of each operation in endpoints/hunts.ts: what the server validates with. */
export const huntsShapes = {
  own: {
    reply: { 200: z.array(huntSchema) },
  },
  available: {
    reply: { 200: z.array(huntSchema) },
  },
  finished: {
    reply: { 200: z.array(huntSchema) },
  },
  progress: {
    reply: { 200: z.array(huntProgressSchema) },
  },
  remove: {
    params: idParams,
    reply: { 200: okSchema },
  },
  create: {
    body: createHuntBodySchema,
    reply: { 201: huntSchema },
  },
  price: {
    body: huntPriceBodySchema,
    reply: { 200: pricingCheckSchema },
  },
  drafts: {
    reply: { 200: z.array(huntDraftSummarySchema) },
  },
  draft: {
    params: idParams,
    reply: { 200: huntDraftSchema },
  },
  saveDraft: {
    body: saveDraftBodySchema,
    reply: { 200: z.object({ draft: huntDraftSummarySchema }) },
  },
  removeDraft: {
    params: idParams,
    reply: { 200: okSchema },
  },
  stepImage: {
    params: stepParams,
    query: photoImageQuerySchema,
    reply: { 200: binaryReply('image/jpeg') },
  },
  revealHint: {
    params: stepParams,
    reply: { 200: hintRevealSchema },
  },
  leaderboard: {
    params: idParams,
    reply: { 200: leaderboardSchema },
  },
  shared: {
    params: idParams,
    reply: { 200: sharedHuntSchema },
  },
} satisfies ShapeTable;

export const huntsApi = withShapes(huntsRoutes, huntsShapes);
