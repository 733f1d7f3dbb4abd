import type { QueryClient } from '@tanstack/react-query';
import { pricingCheckBaseKey } from '@/web/features/wallet/api/check-scan-pricing';
import { transactionsQueryOptions } from '@/web/features/wallet/api/get-transactions';
import { walletQueryOptions } from '@/web/features/wallet/api/get-wallet';

/**
 * Everything that reads the balance: after any money movement (top-up, withdrawal, a message
 * paid for or refunded, a reward received). Not awaited: screens move on while they refetch.
 */
export function invalidateWallet(queryClient: QueryClient): void {
  for (const queryKey of [
    walletQueryOptions.queryKey,
    transactionsQueryOptions.queryKey,
    pricingCheckBaseKey,
  ]) {
    void queryClient.invalidateQueries({ queryKey });
  }
}
