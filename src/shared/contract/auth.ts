import { z } from 'zod';
import { okSchema } from './common';
import { endpoint, redirectReply } from './endpoint';
import {
  DEVICE_ID_MAX_LENGTH,
  DEVICE_ID_MIN_LENGTH,
  NICKNAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from '../rules/account';

export const nicknameSchema = z
  .string()
  .trim()
  .min(1, 'Nickname is required')
  .max(NICKNAME_MAX_LENGTH, `Nickname must be at most ${NICKNAME_MAX_LENGTH} characters`)
  .regex(/^[\p{L}\p{N}_.-]+$/u, 'Nickname may use letters, digits, dot, dash and underscore only');

export const passwordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters long`)
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters long`);

export const deviceIdSchema = z
  .string()
  .min(
    DEVICE_ID_MIN_LENGTH,
    `Device id must be ${DEVICE_ID_MIN_LENGTH} to ${DEVICE_ID_MAX_LENGTH} characters`,
  )
  .max(
    DEVICE_ID_MAX_LENGTH,
    `Device id must be ${DEVICE_ID_MIN_LENGTH} to ${DEVICE_ID_MAX_LENGTH} characters`,
  )
  .regex(/^[A-Za-z0-9_-]+$/, 'Device id may use letters, digits, dash and underscore only');

/** An empty email field means "no email". */
export const optionalEmailSchema = z
  .union([z.literal(''), z.null(), z.email('Please enter a valid email address').max(254)])
  .optional()
  .transform((value) => (value ? value.toLowerCase() : null));

export const currentUserSchema = z.object({
  id: z.number().int(),
  nickname: z.string(),
  email: z.string().nullable(),
  isAdmin: z.boolean(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

export const registerBodySchema = z.object({
  nickname: nicknameSchema,
  email: optionalEmailSchema,
  password: passwordSchema,
  deviceId: deviceIdSchema,
});
export type RegisterBody = z.input<typeof registerBodySchema>;

export const loginBodySchema = z.object({
  nickname: z.string().trim().min(1, 'Nickname is required').max(NICKNAME_MAX_LENGTH),
  password: z.string().min(1, 'Password is required').max(PASSWORD_MAX_LENGTH),
  /** Recorded for the admin, whose device is exempt from the one-account-per-device rule. */
  deviceId: deviceIdSchema.optional(),
});
export type LoginBody = z.input<typeof loginBodySchema>;

export const checkUserBodySchema = z.object({
  nickname: z.string().trim().min(1, 'Nickname is required').max(NICKNAME_MAX_LENGTH),
  deviceId: deviceIdSchema,
});
export type CheckUserBody = z.input<typeof checkUserBodySchema>;

export const resetPasswordBodySchema = z.object({
  nickname: z.string().trim().min(1, 'Nickname is required').max(NICKNAME_MAX_LENGTH),
  newPassword: passwordSchema,
  deviceId: deviceIdSchema,
});
export type ResetPasswordBody = z.input<typeof resetPasswordBodySchema>;

export const authApi = {
  currentUser: endpoint({
    method: 'GET',
    path: '/api/auth/user',
    access: 'user',
    reply: { 200: currentUserSchema },
    errors: [],
  }),
  register: endpoint({
    method: 'POST',
    path: '/api/auth/register',
    access: 'public',
    body: registerBodySchema,
    reply: { 201: currentUserSchema },
    errors: [409, 429],
  }),
  login: endpoint({
    method: 'POST',
    path: '/api/auth/login',
    access: 'public',
    body: loginBodySchema,
    reply: { 200: currentUserSchema },
    errors: [401, 429],
  }),
  /** A browser navigation (SPEC §7): ends the session and lands on /login. */
  logout: endpoint({
    method: 'GET',
    path: '/api/auth/logout',
    access: 'public',
    reply: { 302: redirectReply },
    errors: [],
  }),
  checkUser: endpoint({
    method: 'POST',
    path: '/api/auth/check-user',
    access: 'public',
    body: checkUserBodySchema,
    reply: { 200: okSchema },
    errors: [404, 429],
  }),
  resetPassword: endpoint({
    method: 'POST',
    path: '/api/auth/reset-password',
    access: 'public',
    body: resetPasswordBodySchema,
    reply: { 200: okSchema },
    errors: [404, 429],
  }),
  /** A browser navigation to the provider's sign-in page; 404 while Google is not configured. */
  google: endpoint({
    method: 'GET',
    path: '/api/auth/google',
    access: 'public',
    reply: { 302: redirectReply },
    errors: [404],
  }),
};
