// Support tickets and reports: their categories, labels and the lengths the server accepts.

/** What a user may file a ticket under (SPEC §3). */
export const TICKET_CATEGORIES = [
  'general',
  'technical',
  'billing',
  'feature',
  'bug',
  'account',
] as const;
export type TicketCategory = (typeof TICKET_CATEGORIES)[number];

/** The office's category filter offers these (SPEC §2). */
export const OFFICE_TICKET_CATEGORIES = [
  'general',
  'bug',
  'feature',
  'billing',
  'account',
] as const satisfies readonly TicketCategory[];

export const TICKET_STATUSES = ['open', 'in_progress', 'closed'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];

export const MAX_TICKET_SUBJECT_LENGTH = 120;
export const MAX_TICKET_MESSAGE_LENGTH = 5000;

/** Why a message is reported (issue 12). */
export const REPORT_REASONS = ['offensive', 'spam', 'unsafe', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

export const MAX_REPORT_COMMENT_LENGTH = 500;

/** Reports by this many different users withdraw a message pending review. */
export const REPORTS_TO_HOLD = 3;
