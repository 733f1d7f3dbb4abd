import { centsToEuros, formatEuros } from '@/shared/rules/money';

type Waiting = { amountCents: number; status: string; releaseAt: Date };

const day = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

const euros = (cents: number) => formatEuros(centsToEuros(cents));

/**
 * Why a withdrawal is more than the withdrawable balance, in words that say what to do: how
 * much can go now, and when the pending rewards become withdrawable (decision 012).
 */
export function withdrawalRefusal(withdrawableCents: number, waiting: Waiting[]): string {
  const lines = [
    `The amount is more than your withdrawable balance: you can withdraw up to ${euros(withdrawableCents)} now.`,
  ];
  const onHold = waiting.filter((hold) => hold.status === 'pending');
  const inReview = waiting.filter((hold) => hold.status === 'review');
  if (onHold.length > 0) {
    const total = onHold.reduce((sum, hold) => sum + hold.amountCents, 0);
    const first = day.format(onHold[0]!.releaseAt);
    const last = day.format(onHold[onHold.length - 1]!.releaseAt);
    const when = first === last ? `on ${first}` : `between ${first} and ${last}`;
    lines.push(
      `${euros(total)} of your rewards is still pending and becomes withdrawable ${when} (UTC).`,
    );
  }
  if (inReview.length > 0) {
    const total = inReview.reduce((sum, hold) => sum + hold.amountCents, 0);
    lines.push(
      `${euros(total)} of your rewards is held for review by our team before it can be withdrawn.`,
    );
  }
  return lines.join(' ');
}
