import type { Transaction } from '@/shared/contract/endpoints/wallet';
import { countForm, m } from '@/web/i18n/i18n';

const fixed: Record<string, (() => string) | undefined> = {
  reward_escrow: () => m.ledger_reward_escrow(),
  reward: () => m.ledger_reward(),
  reward_refund: () => m.ledger_reward_refund(),
  reward_release: () => m.ledger_reward_release(),
  reward_recall: () => m.ledger_reward_recall(),
  reward_return: () => m.ledger_reward_return(),
  top_up: () => m.ledger_top_up(),
  withdrawal: () => m.ledger_withdrawal(),
  withdrawal_reversal: () => m.ledger_withdrawal_reversal(),
  account_closed: () => m.ledger_account_closed(),
};

/**
 * A history line in the language in use, from the transfer's kind and parameters (decision
 * 031); the server's English description for a kind this build does not know, or an older row
 * written before parameters were kept.
 */
export function ledgerLine(transaction: Pick<Transaction, 'kind' | 'params' | 'description'>) {
  const { kind, params, description } = transaction;
  if (kind === 'discovery_limit') {
    const count = params.scans;
    if (typeof count !== 'number') return description;
    const one = countForm(count) === 'one';
    if (params.purchase === 'limit') {
      return one
        ? m.ledger_discovery_limit_one({ count })
        : m.ledger_discovery_limit_other({ count });
    }
    if (params.purchase === 'more') {
      return one
        ? m.ledger_more_discoveries_one({ count })
        : m.ledger_more_discoveries_other({ count });
    }
    return description;
  }
  return Object.hasOwn(fixed, kind) ? (fixed[kind]?.() ?? description) : description;
}
