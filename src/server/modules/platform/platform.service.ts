import type { PlatformStats, PublicConfig } from '@/shared/contract/platform';
import { centsToEuros } from '@/shared/rules/money';
import type { Config } from '@/server/config';
import type { Db } from '@/server/db/client';
import type { UsersService } from '@/server/modules/users/users.service';
import type { WalletService } from '@/server/modules/wallet/wallet.service';
import { ping } from './platform.repository';

export function createPlatformService(deps: {
  db: Db;
  config: Config;
  users: Pick<UsersService, 'countMembers'>;
  wallet: Pick<WalletService, 'rewardsPaidCents'>;
}) {
  return {
    health: () => ping(deps.db),

    async stats(): Promise<PlatformStats> {
      return {
        totalUsers: await deps.users.countMembers(),
        totalGiveaways: centsToEuros(await deps.wallet.rewardsPaidCents()),
      };
    },

    publicConfig(): PublicConfig {
      return {
        adminNickname: deps.config.adminNickname,
        // The Google OAuth flow is not built yet: offering the button would lead to a 404.
        // Configuring GOOGLE_* is accepted (and validated) but has no effect until it is.
        googleSignIn: false,
      };
    },
  };
}

export type PlatformService = ReturnType<typeof createPlatformService>;
