/**
 * A new ticket being written, kept on the phone per user: the dialog lives in My Space, and
 * Back, a reload or a closed tab took what was typed with it. Only text is kept, so a
 * synchronous localStorage entry is enough; it goes when the ticket is sent or the user leaves.
 */
export type KeptTicket = { subject: string; category: string; message: string };

const keyOf = (userId: number) => `underprint-ticket-draft/${userId}`;

export function readKeptTicket(userId: number): KeptTicket | null {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(keyOf(userId)) ?? 'null');
    if (typeof stored !== 'object' || stored === null) return null;
    const { subject, category, message } = stored as Record<string, unknown>;
    if (typeof subject !== 'string' || typeof category !== 'string') return null;
    return typeof message === 'string' ? { subject, category, message } : null;
  } catch {
    return null; // storage refused (private mode) or an entry not written by us
  }
}

/** Written at each change; an empty ticket removes the entry. */
export function keepTicket(userId: number, ticket: KeptTicket): void {
  try {
    if (ticket.subject.trim() === '' && ticket.message.trim() === '') {
      localStorage.removeItem(keyOf(userId));
    } else {
      localStorage.setItem(keyOf(userId), JSON.stringify(ticket));
    }
  } catch {
    // A full or refused storage keeps nothing: the dialog still holds the text while open.
  }
}

export function forgetKeptTicket(userId: number): void {
  try {
    localStorage.removeItem(keyOf(userId));
  } catch {
    // Nothing was kept where storage is refused.
  }
}
