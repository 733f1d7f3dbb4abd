import type { PhotoRow } from '@/server/db/schema/photos';
import type { UserRow } from '@/server/db/schema/users';

type Viewer = Pick<UserRow, 'id'>;

export function isOwner(viewer: Viewer, photo: Pick<PhotoRow, 'userId'>): boolean {
  return photo.userId === viewer.id;
}

/** Private messages exist only for their creator and their target. */
export function canSee(
  viewer: Viewer,
  photo: Pick<PhotoRow, 'userId' | 'isPrivate' | 'targetUserId'>,
) {
  return !photo.isPrivate || isOwner(viewer, photo) || photo.targetUserId === viewer.id;
}

/** The hidden text, the PDF and its name: for the creator and those who discovered it. */
export function canReadSecret(
  viewer: Viewer,
  photo: Pick<PhotoRow, 'userId'>,
  discovered: boolean,
) {
  return isOwner(viewer, photo) || discovered;
}

/** Editing is possible only while nobody has seen the message yet. */
export function canEdit(viewer: Viewer, photo: Pick<PhotoRow, 'userId' | 'currentScans'>) {
  return isOwner(viewer, photo) && photo.currentScans === 0;
}
