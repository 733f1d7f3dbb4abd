import { Wallet } from 'lucide-react';

/**
 * Where the wallet card goes. 'Top up to Reactivate' scrolls here by the id "wallet", so the
 * wallet card that replaces this section must keep that id.
 */
export function WalletPlaceholder() {
  return (
    <section
      id="wallet"
      aria-labelledby="wallet-heading"
      className="flex scroll-mt-20 flex-col gap-2 rounded-2xl border border-border bg-surface p-4"
    >
      <h2 id="wallet-heading" className="flex items-center gap-2 text-lg font-semibold">
        <Wallet aria-hidden="true" className="size-5 text-primary" />
        Wallet
      </h2>
      <p className="text-sm text-muted">
        Your wallet is coming soon: top up by card, see your rewards and withdraw them to your bank
        account, right here.
      </p>
    </section>
  );
}
