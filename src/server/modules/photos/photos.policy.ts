import type { PhotoRow } from '@/server/db/schema/photos';
import type { UserRow } from '@/server/db/schema/users';
import { AppError } from '@/server/errors';
import { say } from '@/server/lib/say';
import { inView, maySee, readsSecret } from './visibility';

/** A signed-out visitor is `null`: they may see what is public and nothing else. */
type Viewer = Pick<UserRow, 'id'> | null;

/** What each action needs to know of the message. */
type Things = {
  see: Pick<PhotoRow, 'userId' | 'isPrivate' | 'targetUserId'>;
  /** Its photo, place and description, and so report it: for a hunt's step, only on its turn. */
  look: Pick<PhotoRow, 'userId' | 'isPrivate' | 'targetUserId' | 'huntId'> & {
    discovered: boolean;
    stepTurn?: boolean;
  };
  /** The hidden text, the PDF and its name. */
  readSecret: Pick<PhotoRow, 'userId'> & { discovered: boolean };
  /** Buy more discoveries for it, delete it. */
  manage: Pick<PhotoRow, 'userId'>;
  edit: Pick<PhotoRow, 'userId' | 'currentScans'>;
};
export type PhotoAction = keyof Things;

export function isOwner(viewer: Viewer, photo: Pick<PhotoRow, 'userId'>): boolean {
  return viewer !== null && photo.userId === viewer.id;
}

const rules: { [A in PhotoAction]: (viewer: Viewer, photo: Things[A]) => boolean } = {
  see: (viewer, photo) => (viewer ? maySee.holds(viewer.id, photo) : !photo.isPrivate),
  look: (viewer, photo) => viewer !== null && inView.holds(viewer.id, photo),
  readSecret: (viewer, photo) => readsSecret.holds(viewer?.id ?? null, photo),
  manage: isOwner,
  // Editing is possible only while nobody has seen the message yet.
  edit: (viewer, photo) => isOwner(viewer, photo) && photo.currentScans === 0,
};

export function can<A extends PhotoAction>(viewer: Viewer, action: A, photo: Things[A]): boolean {
  return rules[action](viewer, photo);
}

export const photoNotFound = () =>
  new AppError('NOT_FOUND', say('server_hidden_message_does_exist'));

export const alreadyDiscovered = () =>
  new AppError('CONFLICT', say('server_message_already_been_discovered'));

export const partOfHunt = () => new AppError('CONFLICT', say('server_message_step_treasure_hunt'));

/**
 * The one authorisation call at the top of a photo operation. A message the viewer may not
 * act on answers 404 like one that does not exist (ARCHITECTURE §2.4), except that its owner
 * learns why an edit is refused.
 */
export function assertCan<A extends PhotoAction>(
  viewer: Viewer,
  action: A,
  photo: Things[A] | null | undefined,
): asserts photo is Things[A] {
  if (photo && can(viewer, action, photo)) return;
  if (photo && action === 'edit' && isOwner(viewer, photo)) throw alreadyDiscovered();
  throw photoNotFound();
}
