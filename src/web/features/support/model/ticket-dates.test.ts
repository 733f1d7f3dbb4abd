import { describe, expect, it } from 'vitest';
import { formatTicketDate, formatTicketDateTime } from '@/web/features/support/model/ticket-dates';

describe('ticket dates', () => {
  it.each([
    [new Date(2026, 2, 5, 14, 7).toISOString(), 'Mar 05, 2026', 'Mar 05, 2026 14:07'],
    [new Date(2025, 11, 31, 0, 0).toISOString(), 'Dec 31, 2025', 'Dec 31, 2025 00:00'],
    ['not a date', '', ''],
  ])('%s reads %s and %s', (iso, date, dateTime) => {
    expect(formatTicketDate(iso)).toBe(date);
    expect(formatTicketDateTime(iso)).toBe(dateTime);
  });
});
