import { HUNT_DRAFT_MAX_BYTES, HUNT_DRAFT_MAX_PHOTOS, HUNT_MAX_DRAFTS } from '@/shared/rules/hunts';
import { say } from '@/server/lib/say';
import { AppError } from '@/server/errors';

const MB = 1024 * 1024;
const megabytes = (bytes: number) => `${(bytes / MB).toFixed(1)} MB`;

/** The bytes a base64 text (with or without its data: prefix) decodes to, without decoding it. */
export function decodedBytes(base64: string | null | undefined): number {
  if (!base64) return 0;
  const body = base64.slice(base64.indexOf(',') + 1).replace(/\s+/g, '');
  const padding = body.endsWith('==') ? 2 : body.endsWith('=') ? 1 : 0;
  return Math.max(0, Math.floor((body.length * 3) / 4) - padding);
}

/**
 * A draft's bounds (issue 19, point 6), judged from the request alone before any photo is
 * decoded, so an oversized draft costs the server nothing: at most one photo per step and
 * HUNT_DRAFT_MAX_BYTES of photos and PDFs in all.
 */
export function assertDraftBounds(
  waypoints: Array<{ photo?: string | null; pdfData?: string | null }>,
) {
  const photos = waypoints.filter((waypoint) => waypoint.photo).length;
  if (photos > HUNT_DRAFT_MAX_PHOTOS) {
    throw new AppError(
      'PAYLOAD_TOO_LARGE',
      say('server_draft_too_many_photos', { max: HUNT_DRAFT_MAX_PHOTOS, photos }),
    );
  }
  const bytes = waypoints.reduce(
    (sum, waypoint) => sum + decodedBytes(waypoint.photo) + decodedBytes(waypoint.pdfData),
    0,
  );
  if (bytes > HUNT_DRAFT_MAX_BYTES) {
    throw new AppError(
      'PAYLOAD_TOO_LARGE',
      say('server_draft_too_many_bytes', {
        max: megabytes(HUNT_DRAFT_MAX_BYTES),
        size: megabytes(bytes),
      }),
    );
  }
}

/** A new draft past the account's number of drafts (a user's drafts are stored files). */
export function assertRoomForDraft(drafts: number) {
  if (drafts >= HUNT_MAX_DRAFTS) {
    throw new AppError('CONFLICT', say('server_draft_limit_reached', { drafts }));
  }
}
