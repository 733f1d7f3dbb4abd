import { z } from 'zod';
import { redirectReply, withShapes, type ShapeTable } from './endpoint';
import { authApi as authRoutes } from './endpoints/auth';
import {
  DEVICE_ID_MAX_LENGTH,
  DEVICE_ID_MIN_LENGTH,
  MINIMUM_AGE,
  NICKNAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from '../rules/account';
import { reauthPurposes } from '../rules/google-sign-in';
import { RECOVERY_CODE_INPUT_MAX_LENGTH } from '../rules/recovery-code';
import { fieldSays } from './field-says';

export const nicknameSchema = z
  .string()
  .trim()
  .min(1, fieldSays('server_field_nickname_required'))
  .max(
    NICKNAME_MAX_LENGTH,
    fieldSays('server_field_nickname_too_long', { max: NICKNAME_MAX_LENGTH }),
  )
  .regex(/^[\p{L}\p{N}_.-]+$/u, fieldSays('server_field_nickname_characters'));

export const passwordSchema = z
  .string()
  .min(
    PASSWORD_MIN_LENGTH,
    fieldSays('server_field_password_too_short', { min: PASSWORD_MIN_LENGTH }),
  )
  .max(
    PASSWORD_MAX_LENGTH,
    fieldSays('server_field_password_too_long', { max: PASSWORD_MAX_LENGTH }),
  );

export const deviceIdSchema = z
  .string()
  .min(
    DEVICE_ID_MIN_LENGTH,
    fieldSays('server_field_device_id_length', {
      min: DEVICE_ID_MIN_LENGTH,
      max: DEVICE_ID_MAX_LENGTH,
    }),
  )
  .max(
    DEVICE_ID_MAX_LENGTH,
    fieldSays('server_field_device_id_length', {
      min: DEVICE_ID_MIN_LENGTH,
      max: DEVICE_ID_MAX_LENGTH,
    }),
  )
  .regex(/^[A-Za-z0-9_-]+$/, fieldSays('server_field_device_id_characters'));

/** An empty email field means "no email". */
export const optionalEmailSchema = z
  .union([z.literal(''), z.null(), z.email(fieldSays('server_field_email_invalid')).max(254)])
  .optional()
  .transform((value) => (value ? value.toLowerCase() : null));

export const currentUserSchema = z.object({
  id: z.number().int(),
  nickname: z.string(),
  email: z.string().nullable(),
  isAdmin: z.boolean(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

export const registrationProofSchema = z.object({
  challenge: z.string().min(1).max(200),
  nonce: z.string().min(1).max(20),
});

/** A proof of work to solve before registering: `bits` leading zero bits (shared/rules). */
export const registrationChallengeSchema = z.object({
  challenge: z.string(),
  bits: z.number().int(),
});
export type RegistrationChallenge = z.infer<typeof registrationChallengeSchema>;

export const registerBodySchema = z.object({
  nickname: nicknameSchema,
  email: optionalEmailSchema,
  password: passwordSchema,
  deviceId: deviceIdSchema,
  /** The solved challenge of GET /api/auth/register/challenge (issue 22 point 9). */
  proof: registrationProofSchema,
  /** SPEC 9: the minimum age is 13. Optional for older clients; `false` is refused. */
  ageConfirmed: z
    .boolean()
    .optional()
    .refine((value) => value !== false, {
      message: fieldSays('server_field_minimum_age', { age: MINIMUM_AGE }),
    }),
});
export type RegisterBody = z.input<typeof registerBodySchema>;

/**
 * Making a new recovery code: the password confirms it is the person, not only their session;
 * an account without one confirms with Google first (decision 019).
 */
export const newRecoveryCodeBodySchema = z.object({
  password: z.string().max(PASSWORD_MAX_LENGTH).optional(),
});
export type NewRecoveryCodeBody = z.input<typeof newRecoveryCodeBodySchema>;

/** A recovery code as shown once: only its hash is kept (decision 019). */
export const recoveryCodeReplySchema = z.object({ recoveryCode: z.string() });
export type RecoveryCodeReply = z.infer<typeof recoveryCodeReplySchema>;

/** The new account, signed in, and its recovery code, shown once after sign-up. */
export const registerReplySchema = currentUserSchema.extend(recoveryCodeReplySchema.shape);
export type RegisterReply = z.infer<typeof registerReplySchema>;

export const loginBodySchema = z.object({
  nickname: z
    .string()
    .trim()
    .min(1, fieldSays('server_field_nickname_required'))
    .max(NICKNAME_MAX_LENGTH),
  password: z.string().min(1, fieldSays('server_field_password_required')).max(PASSWORD_MAX_LENGTH),
  /** Recorded for the admin, whose device is exempt from the one-account-per-device rule. */
  deviceId: deviceIdSchema.optional(),
});
export type LoginBody = z.input<typeof loginBodySchema>;

export const checkUserBodySchema = z.object({
  nickname: z
    .string()
    .trim()
    .min(1, fieldSays('server_field_nickname_required'))
    .max(NICKNAME_MAX_LENGTH),
  deviceId: deviceIdSchema,
});
export type CheckUserBody = z.input<typeof checkUserBodySchema>;

/**
 * How step 2 of the reset proves the account is theirs: this is the registering device, or
 * (any other device) the account's recovery code must be typed with the new password.
 */
export const checkUserReplySchema = z.object({
  ok: z.literal(true),
  proof: z.enum(['device', 'recoveryCode']),
});
export type CheckUserReply = z.infer<typeof checkUserReplySchema>;

export const recoveryCodeInputSchema = z
  .string()
  .trim()
  .min(1, fieldSays('server_field_recovery_code_required'))
  .max(RECOVERY_CODE_INPUT_MAX_LENGTH, fieldSays('server_field_recovery_code_invalid'));

export const resetPasswordBodySchema = z.object({
  nickname: z
    .string()
    .trim()
    .min(1, fieldSays('server_field_nickname_required'))
    .max(NICKNAME_MAX_LENGTH),
  newPassword: passwordSchema,
  deviceId: deviceIdSchema,
  /** Needed when this is not the registering device; using it replaces it with a new one. */
  recoveryCode: recoveryCodeInputSchema.optional(),
});
export type ResetPasswordBody = z.input<typeof resetPasswordBodySchema>;

/** The replacement code when a recovery code was used (shown once), else null. */
export const resetPasswordReplySchema = z.object({
  ok: z.literal(true),
  recoveryCode: z.string().nullable(),
});
export type ResetPasswordReply = z.infer<typeof resetPasswordReplySchema>;

/** One signed-in browser of the account, for My Space's list; never its token. */
export const sessionSummarySchema = z.object({
  current: z.boolean(),
  /** "Chrome on Android", from the browser's User-Agent at sign-in. */
  device: z.string(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
});
export type SessionSummary = z.infer<typeof sessionSummarySchema>;
export const sessionsReplySchema = z.object({ sessions: z.array(sessionSummarySchema) });
export type SessionsReply = z.infer<typeof sessionsReplySchema>;
export const endedSessionsReplySchema = z.object({ ended: z.number().int() });

/** How the account signs in, for My Space (linking Google, confirming a deletion). */
export const accountMethodsSchema = z.object({
  hasPassword: z.boolean(),
  /** The linked Google account, by its verified email when Google gave one. */
  google: z.object({ email: z.string().nullable() }).nullable(),
});
export type AccountMethods = z.infer<typeof accountMethodsSchema>;

export const googleReauthQuerySchema = z.object({
  /** What the confirmation is for: My Space returns to it. */
  purpose: z.enum(reauthPurposes),
});

/** The last step of a first Google sign-in: SPEC 9's minimum age, asked of every account. */
export const googleCompleteBodySchema = z.object({
  ageConfirmed: z.boolean().refine((value) => value, {
    message: fieldSays('server_field_minimum_age', { age: MINIMUM_AGE }),
  }),
});
export type GoogleCompleteBody = z.input<typeof googleCompleteBodySchema>;

export const googleStartQuerySchema = z.object({
  /** The one-account-per-device rule applies to an account Google sign-in creates. */
  deviceId: deviceIdSchema.optional(),
});

/** The provider's answer, judged by the OpenID Connect library, not by this schema. */
export const googleCallbackQuerySchema = z.record(
  z.string(),
  z.union([z.string(), z.array(z.string())]),
);

/** The schemas of each operation in endpoints/auth.ts: what the server validates with. */
export const authShapes = {
  currentUser: {
    reply: { 200: currentUserSchema },
  },
  session: {
    reply: { 200: z.object({ user: currentUserSchema.nullable() }) },
  },
  registerChallenge: {
    reply: { 200: registrationChallengeSchema },
  },
  register: {
    body: registerBodySchema,
    reply: { 201: registerReplySchema },
  },
  login: {
    body: loginBodySchema,
    reply: { 200: currentUserSchema },
  },
  logout: {
    reply: { 302: redirectReply },
  },
  checkUser: {
    body: checkUserBodySchema,
    reply: { 200: checkUserReplySchema },
  },
  resetPassword: {
    body: resetPasswordBodySchema,
    reply: { 200: resetPasswordReplySchema },
  },
  newRecoveryCode: {
    body: newRecoveryCodeBodySchema,
    reply: { 200: recoveryCodeReplySchema },
  },
  sessions: {
    reply: { 200: sessionsReplySchema },
  },
  endOtherSessions: {
    reply: { 200: endedSessionsReplySchema },
  },
  google: {
    query: googleStartQuerySchema,
    reply: { 302: redirectReply },
  },
  googleLink: {
    reply: { 302: redirectReply },
  },
  googleReauth: {
    query: googleReauthQuerySchema,
    reply: { 302: redirectReply },
  },
  googleComplete: {
    body: googleCompleteBodySchema,
    reply: { 201: currentUserSchema },
  },
  googleCallback: {
    query: googleCallbackQuerySchema,
    reply: { 302: redirectReply },
  },
  account: {
    reply: { 200: accountMethodsSchema },
  },
} satisfies ShapeTable;

export const authApi = withShapes(authRoutes, authShapes);
