import type { DeviceInfo, DeviceTestBody, DeviceTestResult } from '@/shared/contract/debug';
import type { Db } from '@/server/db/client';
import type { UserRow } from '@/server/db/schema/users';
import type { AuditService } from '@/server/modules/audit/audit.service';
import type { AuthService } from '@/server/modules/auth/auth.service';

/** The admin's device tools: what the server recorded, and registration's verdict on demand. */
export function createDebugService(deps: {
  db: Db;
  auth: Pick<AuthService, 'judgeRegistration'>;
  audit: Pick<AuditService, 'record'>;
}) {
  const { db, auth, audit } = deps;
  return {
    async deviceInfo(admin: UserRow): Promise<DeviceInfo> {
      // The admin's recorded device is exempt by the same rule registration applies.
      const exempt = admin.deviceId
        ? (await auth.judgeRegistration({ deviceId: admin.deviceId, nickname: admin.nickname }))
            .isExemptDevice
        : false;
      return {
        currentDeviceId: admin.deviceId,
        userId: admin.id,
        nickname: admin.nickname,
        isExemptDevice: exempt,
      };
    },

    /** Registration's own verdict on this device and nickname; nothing is registered. */
    async testDeviceBlock(admin: UserRow, body: DeviceTestBody): Promise<DeviceTestResult> {
      const verdict = await auth.judgeRegistration({
        deviceId: body.testDeviceId,
        nickname: body.testNickname,
      });
      await audit.record(
        db,
        admin,
        'debug.device_test',
        { type: 'device', id: null },
        {
          testDeviceId: body.testDeviceId,
          testNickname: body.testNickname,
          canRegister: verdict.canRegister,
        },
      );
      return {
        testDeviceId: body.testDeviceId,
        testNickname: body.testNickname,
        isExemptDevice: verdict.isExemptDevice,
        existingAccount: verdict.existingAccount,
        existingNickname: verdict.existingNickname,
        canRegister: verdict.canRegister,
        reason: verdict.reason,
        reasonMessage: verdict.reasonMessage,
      };
    },
  };
}

export type DebugService = ReturnType<typeof createDebugService>;
