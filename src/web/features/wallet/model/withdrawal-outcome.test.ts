import { describe, expect, it } from 'vitest';
import { withdrawalOutcomeUnknown } from '@/web/features/wallet/model/withdrawal-outcome';
import { ApiError } from '@/web/lib/api-client';

const answered = (status: number, code: string) =>
  new ApiError(status, '', JSON.stringify({ error: 'said', code }));

describe('withdrawalOutcomeUnknown', () => {
  it('keeps the request id while the withdrawal may still be paid', () => {
    expect(withdrawalOutcomeUnknown(new TypeError('Failed to fetch'))).toBe(true);
    expect(withdrawalOutcomeUnknown(answered(500, 'INTERNAL'))).toBe(true);
    expect(withdrawalOutcomeUnknown(answered(503, 'OVERLOADED'))).toBe(true);
    expect(withdrawalOutcomeUnknown(answered(504, 'PAYOUT_PENDING'))).toBe(true);
    expect(withdrawalOutcomeUnknown(answered(409, 'CONFLICT'))).toBe(true);
  });

  it('lets it go once the server said no', () => {
    expect(withdrawalOutcomeUnknown(answered(502, 'PAYOUT_FAILED'))).toBe(false);
    expect(withdrawalOutcomeUnknown(answered(402, 'INSUFFICIENT_FUNDS'))).toBe(false);
    expect(withdrawalOutcomeUnknown(answered(400, 'VALIDATION'))).toBe(false);
  });
});
