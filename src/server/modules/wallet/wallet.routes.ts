import type { FastifyInstance } from 'fastify';
import { walletApi } from '@/shared/contract/wallet';
import { eurosToCents } from '@/shared/rules/money';
import { route } from '@/server/lib/route';
import type { WalletService } from './wallet.service';

export async function walletRoutes(app: FastifyInstance, { wallet }: { wallet: WalletService }) {
  route(app, walletApi.wallet, ({ user }) => wallet.wallet(user));
  route(app, walletApi.transactions, ({ user }) => wallet.transactions(user));
  route(app, walletApi.pricing, () => wallet.pricing());
  route(app, walletApi.checkPricing, ({ user, body }) =>
    wallet.check(user, body.requestedScans, eurosToCents(body.rewardAmount ?? 0)),
  );
}
