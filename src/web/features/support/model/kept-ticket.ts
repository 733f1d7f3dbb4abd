/**
 * Support text being written, kept on the phone per user: a new ticket (its dialog lives in My
 * Space) and a reply to each ticket. Back, a reload or a closed tab took what was typed with
 * the screen. Only text is kept, so synchronous localStorage entries are enough; each goes
 * when it is sent, and all of them when the user signs out.
 */
export type KeptTicket = { subject: string; category: string; message: string };

const PREFIX = 'underprint-support-text/';
/** 'new' for the ticket being opened, else the id of the ticket being replied to. */
type Place = 'new' | number;
const keyOf = (userId: number, place: Place) => `${PREFIX}${userId}/${place}`;

function read(userId: number, place: Place): unknown {
  try {
    return JSON.parse(localStorage.getItem(keyOf(userId, place)) ?? 'null');
  } catch {
    return null; // storage refused (private mode) or an entry not written by us
  }
}

function write(userId: number, place: Place, value: unknown): void {
  try {
    if (value === null) localStorage.removeItem(keyOf(userId, place));
    else localStorage.setItem(keyOf(userId, place), JSON.stringify(value));
  } catch {
    // A full or refused storage keeps nothing: the screen still holds the text while open.
  }
}

export function readKeptTicket(userId: number): KeptTicket | null {
  const stored = read(userId, 'new');
  if (typeof stored !== 'object' || stored === null) return null;
  const { subject, category, message } = stored as Record<string, unknown>;
  if (typeof subject !== 'string' || typeof category !== 'string') return null;
  return typeof message === 'string' ? { subject, category, message } : null;
}

/** Written at each change; an empty ticket removes the entry. */
export function keepTicket(userId: number, ticket: KeptTicket): void {
  const empty = ticket.subject.trim() === '' && ticket.message.trim() === '';
  write(userId, 'new', empty ? null : ticket);
}

/** Sent: the next ticket starts empty. */
export function forgetKeptTicket(userId: number): void {
  write(userId, 'new', null);
}

export function readKeptReply(userId: number, ticketId: number): string {
  const stored = read(userId, ticketId);
  return typeof stored === 'string' ? stored : '';
}

/** Written at each change; an empty reply removes the entry. */
export function keepReply(userId: number, ticketId: number, text: string): void {
  write(userId, ticketId, text.trim() === '' ? null : text);
}

/** At sign-out: every ticket and reply this user left unsent on the phone. */
export function forgetKeptSupportText(userId: number): void {
  try {
    const mine = `${PREFIX}${userId}/`;
    const keys = Array.from({ length: localStorage.length }, (_, i) => localStorage.key(i));
    for (const key of keys) if (key?.startsWith(mine)) localStorage.removeItem(key);
  } catch {
    // Nothing was kept where storage is refused.
  }
}
