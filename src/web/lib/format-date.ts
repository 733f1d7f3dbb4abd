import { intlLocaleNow } from '@/web/i18n/i18n';

// Formats are made on first use, in the language the app speaks (it reloads on a change).
let dateFormat: Intl.DateTimeFormat | undefined;
let dateTimeFormat: Intl.DateTimeFormat | undefined;

/** 'Mar 5, 2026' ('5 Μαρ 2026' in Greek): the date a message was hidden, in the viewer's time zone. */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  dateFormat ??= new Intl.DateTimeFormat(intlLocaleNow(), {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
  });
  return Number.isNaN(date.getTime()) ? '' : dateFormat.format(date);
}

/** 'Mar 5, 2026, 02:14 PM': when a device was last seen, in the viewer's time zone. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  dateTimeFormat ??= new Intl.DateTimeFormat(intlLocaleNow(), {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });
  return Number.isNaN(date.getTime()) ? '' : dateTimeFormat.format(date);
}

/**
 * '23 November 2026' ('23 Νοεμβρίου 2026' in Greek): a calendar day ('2026-11-23') as the legal
 * texts date themselves, day first in both languages, whatever the viewer's time zone.
 */
export function formatLongDate(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return '';
  // Made on each call: the legal texts show it twice when they open, no more.
  const parts = new Intl.DateTimeFormat(intlLocaleNow(), {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((candidate) => candidate.type === type)?.value ?? '';
  return `${part('day')} ${part('month')} ${part('year')}`;
}
