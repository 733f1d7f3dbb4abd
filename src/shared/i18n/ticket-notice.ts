// The words of a ticket the office opened (decision 031), from its kind and parameters: the
// server stores them in English as the ticket's subject and first message, the web words them
// in the reader's language. One function for both, so the stored English and the web's cannot
// drift.
import type { TicketNotice } from '@/shared/contract/support';
import type { AppLocale } from '@/shared/i18n/locale';
import { m } from '@/shared/i18n/paraglide/messages';
import { formatEuros } from '@/shared/rules/money';

export type NoticeWords = { subject: string; message: string };

export function noticeWords(notice: TicketNotice, locale: AppLocale): NoticeWords {
  const options = { locale };
  const { photoId, description, refundedCents } = notice.params;
  const which = description
    ? m.support_notice_hidden_which_described({ photoId, description }, options)
    : m.support_notice_hidden_which({ photoId }, options);
  const amount = formatEuros(refundedCents / 100, 2, locale);
  return {
    subject: m.support_notice_hidden_subject({ photoId }, options),
    message: [
      m.support_notice_hidden_body({ which }, options),
      ...(refundedCents > 0 ? [m.support_notice_hidden_refund({ amount }, options)] : []),
      m.support_notice_hidden_mistake({}, options),
    ].join(' '),
  };
}
