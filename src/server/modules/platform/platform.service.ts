import type { PlatformStats, PublicConfig } from '@/shared/contract/platform';
import { centsToEuros } from '@/shared/rules/money';
import type { Config } from '@/server/config';
import type { UsersService } from '@/server/modules/users/users.service';
import type { WalletService } from '@/server/modules/wallet/wallet.service';

export function createPlatformService(deps: {
  config: Config;
  users: Pick<UsersService, 'countMembers'>;
  wallet: Pick<WalletService, 'rewardsPaidCents'>;
}) {
  return {
    async stats(): Promise<PlatformStats> {
      return {
        totalUsers: await deps.users.countMembers(),
        totalGiveaways: centsToEuros(await deps.wallet.rewardsPaidCents()),
      };
    },

    publicConfig(): PublicConfig {
      return {
        adminNickname: deps.config.adminNickname,
        // GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET turn on the button and /api/auth/google.
        googleSignIn: deps.config.google !== undefined,
        mapTiles: deps.config.mapTiles,
      };
    },
  };
}

export type PlatformService = ReturnType<typeof createPlatformService>;
