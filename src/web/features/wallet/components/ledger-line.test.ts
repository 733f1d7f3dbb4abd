import { afterEach, describe, expect, it } from 'vitest';
import { overwriteGetLocale } from '@/shared/i18n/paraglide/runtime';
import { ledgerLine } from '@/web/features/wallet/components/ledger-line';

describe('ledgerLine', () => {
  afterEach(() => overwriteGetLocale(() => 'en'));

  it('words a line from its kind and parameters, in English as the server wrote it', () => {
    const line = {
      kind: 'discovery_limit',
      params: { scans: 1, purchase: 'limit' },
      description: 'x',
    };
    expect(ledgerLine(line)).toBe('Discovery limit: 1 scan');
    expect(ledgerLine({ ...line, params: { scans: 5, purchase: 'more' } })).toBe(
      'More discoveries: 5 scans',
    );
    expect(ledgerLine({ kind: 'top_up', params: {}, description: 'x' })).toBe('Card top-up');
  });

  it('words it in Greek', () => {
    overwriteGetLocale(() => 'el');
    const line = {
      kind: 'discovery_limit',
      params: { scans: 5, purchase: 'limit' },
      description: 'x',
    };
    expect(ledgerLine(line)).toBe('Όριο ανακαλύψεων: 5 σαρώσεις');
  });

  it('keeps the English description for old rows and unknown kinds', () => {
    const old = { kind: 'discovery_limit', params: {}, description: 'Discovery limit: 3 scans' };
    expect(ledgerLine(old)).toBe('Discovery limit: 3 scans');
    expect(ledgerLine({ kind: 'toString', params: {}, description: 'Odd' })).toBe('Odd');
  });
});
