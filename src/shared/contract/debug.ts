import { z } from 'zod';
import { deviceIdSchema, nicknameSchema } from './auth';
import { saidMessageSchema } from './common';
import { withShapes, type ShapeTable } from './endpoint';
import { debugApi as debugRoutes } from './endpoints/debug';

export const deviceInfoSchema = z.object({
  /** The device id the server recorded for the admin (the last one signed in from). */
  currentDeviceId: z.string().nullable(),
  userId: z.number().int(),
  nickname: z.string(),
  /** Whether registration would exempt that device from one-account-per-device. */
  isExemptDevice: z.boolean(),
});
export type DeviceInfo = z.infer<typeof deviceInfoSchema>;

/** The same field rules as registration's device id and nickname. */
export const deviceTestBodySchema = z.object({
  testDeviceId: deviceIdSchema,
  testNickname: nicknameSchema,
});
export type DeviceTestBody = z.input<typeof deviceTestBodySchema>;

/** What registration would answer this device and nickname, from the very same function. */
export const deviceTestResultSchema = z.object({
  testDeviceId: z.string(),
  testNickname: z.string(),
  isExemptDevice: z.boolean(),
  existingAccount: z.boolean(),
  existingNickname: z.string().nullable(),
  canRegister: z.boolean(),
  /** In English, for any client; `reasonMessage` is the same sentence as a catalog key. */
  reason: z.string(),
  reasonMessage: saidMessageSchema,
});
export type DeviceTestResult = z.infer<typeof deviceTestResultSchema>;

/** The schemas of each operation in endpoints/debug.ts: what the server validates with. */
export const debugShapes = {
  deviceInfo: {
    reply: { 200: deviceInfoSchema },
  },
  testDeviceBlock: {
    body: deviceTestBodySchema,
    reply: { 200: deviceTestResultSchema },
  },
} satisfies ShapeTable;

export const debugApi = withShapes(debugRoutes, debugShapes);
