import type { PlatformStats, PublicConfig } from '@/shared/contract/platform';
import { centsToEuros } from '@/shared/rules/money';
import type { Config } from '@/server/config';
import type { WalletService } from '@/server/modules/wallet/wallet.service';
import type { Db } from '@/server/db/client';
import { countMembers, ping } from './platform.repository';

export function createPlatformService(deps: {
  db: Db;
  config: Config;
  wallet: Pick<WalletService, 'rewardsPaidCents'>;
}) {
  return {
    health: () => ping(deps.db),

    async stats(): Promise<PlatformStats> {
      return {
        totalUsers: await countMembers(deps.db),
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
