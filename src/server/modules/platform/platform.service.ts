import type { PlatformStats, PublicConfig } from '@/shared/contract/platform';
import type { Config } from '@/server/config';
import type { Db } from '@/server/db/client';
import { countMembers, ping } from './platform.repository';

export function createPlatformService(deps: { db: Db; config: Config }) {
  return {
    health: () => ping(deps.db),

    async stats(): Promise<PlatformStats> {
      // No reward has been paid out until the wallet exists; the ledger will sum them.
      return { totalUsers: await countMembers(deps.db), totalGiveaways: 0 };
    },

    publicConfig(): PublicConfig {
      return {
        adminNickname: deps.config.adminNickname,
        googleSignIn: Boolean(deps.config.google),
      };
    },
  };
}

export type PlatformService = ReturnType<typeof createPlatformService>;
