import { ApiError } from '@/web/lib/api-client';

/**
 * The server's answer to a save or publish naming a draft it no longer has: deleted in My Space
 * or published from another tab while this editor (its edits kept on the device) still named it.
 */
export const isDraftGone = (error: unknown): boolean =>
  error instanceof ApiError &&
  error.status === 404 &&
  error.said?.key === 'server_draft_does_exist_yours';
