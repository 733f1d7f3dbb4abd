import { ApiError } from '@/web/lib/api-client';

/**
 * The server's answer to a save or publish naming a draft it no longer has: deleted in My Space
 * or published from another tab while this editor (its edits kept on the device) still named it.
 */
const isDraftGone = (error: unknown): boolean =>
  error instanceof ApiError &&
  error.status === 404 &&
  error.said?.key === 'server_draft_does_exist_yours';

/**
 * A save or publish on the draft this editor continues, and once more without it when the
 * server no longer has it: otherwise every save was refused, after a reload too, and the edits
 * kept on the device had nowhere to go.
 */
export async function onDraftOrWithout<T>(
  draftId: number | null,
  run: (draftId: number | null) => Promise<T>,
): Promise<T> {
  try {
    return await run(draftId);
  } catch (error) {
    if (draftId === null || !isDraftGone(error)) throw error;
    return run(null);
  }
}
