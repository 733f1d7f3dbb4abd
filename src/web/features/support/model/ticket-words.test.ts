import { afterEach, describe, expect, it } from 'vitest';
import type { Ticket, TicketNotice } from '@/shared/contract/support';
import { noticeWords } from '@/shared/i18n/ticket-notice';
import { getLocale, overwriteGetLocale } from '@/shared/i18n/paraglide/runtime';
import { ticketMessageText, ticketSubject } from '@/web/features/support/model/ticket-words';

const original = getLocale;
const hidden = (description: string | null, refundedCents: number): TicketNotice => ({
  kind: 'message_hidden',
  params: { photoId: 42, description, refundedCents },
});

/** What the office wrote before notices had a kind (session 8), word for word. */
function before(photoId: number, description: string | null, refund: string | null) {
  const which = description ? `#${photoId} ("${description}")` : `#${photoId}`;
  const refunded = refund
    ? ` Its unpaid rewards, ${refund}, have been returned to your wallet.`
    : '';
  return {
    subject: `Your hidden message #${photoId} was hidden`,
    message: `Your hidden message ${which} was reported and, after review, hidden: it no longer appears nearby and cannot be discovered.${refunded} If you think this was a mistake, reply to this ticket.`,
  };
}

describe("the office's notice to a creator", () => {
  afterEach(() => overwriteGetLocale(original));

  it('is worded in English exactly as the office stored it before', () => {
    expect(noticeWords(hidden('Bench hint', 300), 'en')).toEqual(before(42, 'Bench hint', '€3.00'));
    expect(noticeWords(hidden(null, 0), 'en')).toEqual(before(42, null, null));
  });

  it('is worded in Greek, the amount in Greek money', () => {
    const greek = noticeWords(hidden('Παγκάκι', 1250), 'el');
    expect(greek.subject).toBe('Το κρυφό σας μήνυμα #42 αποκρύφτηκε');
    expect(greek.message).toContain('#42 («Παγκάκι»)');
    expect(greek.message).toContain('12,50');
    expect(greek.message).not.toMatch(/[A-Za-z]{3}/);
  });

  it("words a notice's subject and first message in the language in use; others as stored", () => {
    overwriteGetLocale(() => 'el');
    const stored = before(42, null, null);
    const first = {
      id: 7,
      message: stored.message,
      isAdminReply: true,
      createdAt: '',
      sender: null,
    };
    const reply = { ...first, id: 8, message: 'Thank you' };
    const ticket: Pick<Ticket, 'subject' | 'notice' | 'messages'> = {
      subject: stored.subject,
      notice: hidden(null, 0),
      messages: [first, reply],
    };
    expect(ticketSubject(ticket)).toBe('Το κρυφό σας μήνυμα #42 αποκρύφτηκε');
    expect(ticketMessageText(ticket, first)).toMatch(/^Το κρυφό σας μήνυμα #42 αναφέρθηκε/);
    expect(ticketMessageText(ticket, reply)).toBe('Thank you');
    // A notice stored before its kind was: the stored English.
    const old = { ...ticket, notice: null };
    expect(ticketSubject(old)).toBe(stored.subject);
    expect(ticketMessageText(old, first)).toBe(stored.message);
  });
});
