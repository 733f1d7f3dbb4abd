import type { SaidMessage } from '@/shared/errors';
import { say, sayInTurn } from '@/server/lib/say';

type Waiting = { amountCents: number; status: string; releaseAt: Date };

/** The UTC day, as the refusal names it: two times of one day are one date. */
const utcDay = (at: Date) => at.toISOString().slice(0, 10);

/**
 * Why a withdrawal is more than the withdrawable balance, in words that say what to do: how
 * much can go now, and when the pending rewards become withdrawable (decision 012).
 */
export function withdrawalRefusal(withdrawableCents: number, waiting: Waiting[]): SaidMessage {
  const sentences = [say('server_withdrawal_over_balance', { withdrawableCents })];
  const onHold = waiting.filter((hold) => hold.status === 'pending');
  const inReview = waiting.filter((hold) => hold.status === 'review');
  if (onHold.length > 0) {
    const totalCents = onHold.reduce((sum, hold) => sum + hold.amountCents, 0);
    const first = onHold[0]!.releaseAt;
    const last = onHold[onHold.length - 1]!.releaseAt;
    sentences.push(
      utcDay(first) === utcDay(last)
        ? say('server_withdrawal_pending_on', { totalCents, firstDay: first.toISOString() })
        : say('server_withdrawal_pending_between', {
            totalCents,
            firstDay: first.toISOString(),
            lastDay: last.toISOString(),
          }),
    );
  }
  if (inReview.length > 0) {
    const totalCents = inReview.reduce((sum, hold) => sum + hold.amountCents, 0);
    sentences.push(say('server_withdrawal_in_review', { totalCents }));
  }
  const [first, ...rest] = sentences;
  return sayInTurn(first!, ...rest);
}
