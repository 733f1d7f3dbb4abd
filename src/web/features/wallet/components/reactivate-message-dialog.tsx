import { useId, useRef, useState } from 'react';
import type { Photo } from '@/shared/contract/endpoints/photos';
import { MAX_SCANS_LIMIT } from '@/shared/rules/messages';
import { centsToEuros } from '@/shared/rules/money';
import { countForm, formatEuros, formatNumber, m } from '@/web/i18n/i18n';
import { DISCOVERY_TIERS, discoveryCostCents } from '@/shared/rules/pricing';
import { Button } from '@/web/components/ui/button';
import { Dialog, DialogClose, DialogContent, whenClosed } from '@/web/components/ui/dialog';
import { Input } from '@/web/components/ui/input';
import { Label } from '@/web/components/ui/label';
import { toast } from '@/web/components/ui/use-toast';
import { useWallet } from '@/web/features/wallet/api/get-wallet';
import { useReactivatePhoto } from '@/web/features/wallet/api/reactivate-photo';
import { isInsufficientFunds } from '@/web/features/wallet/components/insufficient-balance';
import { outcomeUnknown, serverMessage } from '@/web/lib/api-client';
import { cn } from '@/web/lib/cn';
import { useOnePress } from '@/web/lib/use-one-press';

/** The first tiers, offered as one-tap choices; any other number can be typed. */
const QUICK_SCANS = DISCOVERY_TIERS.slice(0, 4).map((tier) => tier.scans);

export type ReactivateMessageDialogProps = {
  /** The exhausted message; the dialog is closed while null. */
  photo: Photo | null;
  onClose: () => void;
  /** Takes the user to the wallet's Top Up when the wallet is short. */
  onTopUp: () => void;
};

/** Buys more discoveries for an exhausted message, at the tier price (SPEC 9). */
export function ReactivateMessageDialog({ photo, onClose, onTopUp }: ReactivateMessageDialogProps) {
  const reactivate = useReactivatePhoto();
  return (
    <Dialog open={photo !== null} onOpenChange={whenClosed(onClose, reactivate.isPending)}>
      {photo && (
        <DialogContent
          title={m.wallet_reactivate_title()}
          description={m.wallet_reactivate_description()}
        >
          <ReactivateForm
            key={photo.id}
            photo={photo}
            reactivate={reactivate}
            onDone={onClose}
            onTopUp={onTopUp}
          />
        </DialogContent>
      )}
    </Dialog>
  );
}

function ReactivateForm({
  photo,
  reactivate,
  onDone,
  onTopUp,
}: {
  photo: Photo;
  reactivate: ReturnType<typeof useReactivatePhoto>;
  onDone: () => void;
  onTopUp: () => void;
}) {
  const inputId = useId();
  const priceId = useId();
  const wallet = useWallet();
  const [draft, setDraft] = useState('10');
  const [refused, setRefused] = useState(false);
  // Whole numbers only: '1.5', '1,5' or '1e3' buy nothing rather than 1, 15 or 1 discoveries.
  const parsed = /^\d+$/.test(draft.trim()) ? Number(draft.trim()) : Number.NaN;
  const tooMany = parsed > MAX_SCANS_LIMIT;
  const scans = Number.isFinite(parsed) && parsed >= 1 && !tooMany ? parsed : null;
  const price = scans === null ? null : centsToEuros(discoveryCostCents(scans));
  // What can pay: top-ups and withdrawable rewards, not in-app rewards (ARCHITECTURE §4).
  const spendable = wallet.data ? wallet.data.balance - wallet.data.underprintRewards : null;
  const short = refused || (price !== null && spendable !== null && spendable + 1e-9 < price);
  const coveringTier = scans === null ? undefined : DISCOVERY_TIERS.find((t) => t.scans >= scans);

  const onePress = useOnePress();
  // One purchase, one id: pressed again after an answer was lost, it is charged once.
  const purchase = useRef<{ id: string; scans: number } | null>(null);
  const submit = () => {
    if (scans === null) return;
    if (purchase.current?.scans !== scans) purchase.current = { id: crypto.randomUUID(), scans };
    const requestId = purchase.current.id;
    // Once per press: a double press lands both clicks before the re-render that disables
    // the button (two tickets, a reactivation bought twice, before useOnePress).
    void onePress(
      () =>
        reactivate
          .mutateAsync(
            { id: photo.id, additionalScans: scans, requestId },
            {
              onSuccess: () => {
                purchase.current = null;
                toast({
                  title: m.wallet_reactivated(),
                  description:
                    countForm(scans) === 'one'
                      ? m.wallet_reactivated_text_one({ count: scans })
                      : m.wallet_reactivated_text_other({ count: scans }),
                });
                onDone();
              },
              onError: (error) => {
                // A refusal ends the purchase; without an answer it may be made: same id again.
                if (!outcomeUnknown(error)) purchase.current = null;
                const short = isInsufficientFunds(error);
                // Short: the way to Top Up appears beside the server's own sentence (SPEC 8).
                if (short) setRefused(true);
                toast({
                  variant: 'destructive',
                  title: short ? m.wallet_insufficient_balance() : m.wallet_reactivation_failed(),
                  description: serverMessage(
                    error,
                    short ? m.wallet_balance_too_low() : m.wallet_reactivate_error(),
                  ),
                });
              },
            },
          )
          .catch(() => undefined), // its failure is told by onError
    );
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      className="flex flex-col gap-4"
    >
      <div className="flex flex-col gap-2">
        <Label htmlFor={inputId}>{m.wallet_discoveries_to_add()}</Label>
        <Input
          id={inputId}
          type="text"
          inputMode="numeric"
          value={draft}
          aria-describedby={priceId}
          aria-invalid={scans === null ? true : undefined}
          onChange={(event) => {
            setDraft(event.target.value);
            setRefused(false);
          }}
          className="tabular-nums"
        />
        <div
          role="group"
          aria-label={m.wallet_discovery_tiers()}
          className="grid grid-cols-4 gap-2"
        >
          {QUICK_SCANS.map((count) => (
            <button
              key={count}
              type="button"
              aria-pressed={scans === count}
              onClick={() => {
                setDraft(String(count));
                setRefused(false);
              }}
              className={cn(
                'h-11 rounded-lg border text-sm font-semibold tabular-nums',
                scans === count
                  ? 'border-primary bg-primary/15 text-primary'
                  : 'border-border bg-canvas hover:bg-surface-raised',
              )}
            >
              {count}
            </button>
          ))}
        </div>
      </div>

      <div id={priceId} aria-live="polite" className="flex flex-col gap-1 text-sm">
        {price === null ? (
          <p className="text-danger">
            {tooMany
              ? m.wallet_discoveries_at_most({ max: formatNumber(MAX_SCANS_LIMIT) })
              : m.wallet_enter_discoveries()}
          </p>
        ) : (
          <>
            <p>
              {m.wallet_price_label()}{' '}
              <strong className="tabular-nums">{formatEuros(price)}</strong>
            </p>
            {coveringTier && coveringTier.scans !== scans && (
              <p className="text-xs text-muted">
                {m.wallet_tier_note({ tier: coveringTier.scans })}
              </p>
            )}
            {spendable !== null && (
              <p className="text-xs text-muted">
                {m.wallet_available_label()}{' '}
                <span className="tabular-nums">{formatEuros(spendable)}</span>
              </p>
            )}
          </>
        )}
      </div>

      {short && (
        <div
          role="status"
          className="flex items-center justify-between gap-3 rounded-lg border border-danger/60 bg-danger-surface p-3 text-sm"
        >
          <span>{m.wallet_short_top_up_first()}</span>
          <Button variant="secondary" onClick={onTopUp} className="shrink-0">
            {m.wallet_top_up()}
          </Button>
        </div>
      )}

      <div className="flex justify-end gap-2">
        <DialogClose asChild>
          <Button variant="secondary" disabled={reactivate.isPending}>
            {m.wallet_cancel()}
          </Button>
        </DialogClose>
        <Button type="submit" disabled={reactivate.isPending || scans === null}>
          {reactivate.isPending
            ? m.wallet_reactivating()
            : price === null
              ? m.wallet_reactivate()
              : m.wallet_reactivate_for({ price: formatEuros(price) })}
        </Button>
      </div>
    </form>
  );
}
