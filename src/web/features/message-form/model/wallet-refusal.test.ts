import { describe, expect, it } from 'vitest';
import { uploadStageOf, walletRefusal } from '@/web/features/message-form/model/wallet-refusal';

const check = { cost: 1, totalCharge: 1.5, currentBalance: 0.25, isFree: false };

describe('the refusal before uploading', () => {
  it("says the server's 402 words when the wallet is short, and nothing when it is not", () => {
    expect(walletRefusal({ ...check, canCreate: false }, 2)).toEqual({
      title: 'Insufficient Balance',
      description: 'Need €1.50 for 2 scans. Current balance: €0.25',
    });
    expect(walletRefusal({ ...check, canCreate: false }, 1)?.description).toBe(
      'Need €1.50 for 1 scan. Current balance: €0.25',
    );
    expect(walletRefusal({ ...check, canCreate: true }, 2)).toBeNull();
  });

  it('reads an upload as going out until every byte is sent, then as being read', () => {
    expect(uploadStageOf(0)).toEqual({ stage: 'uploading', sent: 0 });
    expect(uploadStageOf(0.42)).toEqual({ stage: 'uploading', sent: 0.42 });
    expect(uploadStageOf(1)).toEqual({ stage: 'reading' });
  });
});
