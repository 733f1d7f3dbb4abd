import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { ActivityKind } from '@/shared/contract/activity';
import type { TicketNotice } from '@/shared/contract/support';

/**
 * One thing that happened to a user, as a module reports it from its own tables (decision
 * 028). The activity module merges every module's events and presents them.
 */
export type ActivityEvent = {
  kind: ActivityKind;
  /** The source row's id, unique within the kind. */
  sourceId: string;
  at: Date;
  photoId?: number | null;
  place?: string | null;
  amountCents?: number | null;
  ticketId?: number | null;
  subject?: string | null;
  notice?: TicketNotice | null;
  huntId?: number | null;
  huntTitle?: string | null;
  stepNumber?: number | null;
};

/**
 * A timestamp as whole milliseconds since the epoch. PostgreSQL keeps microseconds and a
 * JavaScript Date does not: an event read back at 12:00:00.123 must not look newer than a
 * 'seen up to' of 12:00:00.123 stored from it.
 */
export function epochMs(column: SQLWrapper): SQL<Date> {
  return sql<Date>`floor(extract(epoch from ${column}) * 1000)`.mapWith(
    (value: string | number) => new Date(Number(value)),
  );
}
