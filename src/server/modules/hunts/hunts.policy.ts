import type { HuntRow } from '@/server/db/schema/hunts';
import type { PhotoRow } from '@/server/db/schema/photos';
import type { UserRow } from '@/server/db/schema/users';
import { AppError } from '@/server/errors';
import { say } from '@/server/lib/say';
import { huntAddressedTo } from '@/server/modules/photos/visibility';

/** A signed-out visitor is `null`: they may see a hunt meant for everyone, nothing else. */
type Viewer = Pick<UserRow, 'id'> | null;

export const huntNotFound = () => new AppError('NOT_FOUND', say('server_treasure_hunt_does_exist'));

export const draftNotFound = () => new AppError('NOT_FOUND', say('server_draft_does_exist_yours'));

/** What each action needs to know of the hunt. */
type Things = {
  /** Its outline, leaderboard and steps (each step then by its own turn): every route of it. */
  see: Pick<HuntRow, 'creatorId'> & { steps: Array<Pick<PhotoRow, 'isPrivate' | 'targetUserId'>> };
  /** Delete it, see every step's secret. */
  manage: Pick<HuntRow, 'creatorId'>;
};
type HuntAction = keyof Things;

const isCreator = (viewer: Viewer, hunt: Pick<HuntRow, 'creatorId'>) =>
  viewer !== null && hunt.creatorId === viewer.id;

const rules: { [A in HuntAction]: (viewer: Viewer, hunt: Things[A]) => boolean } = {
  // A hunt offered only to its target exists for them and its creator alone (decision 013).
  see: (viewer, hunt) =>
    isCreator(viewer, hunt) || huntAddressedTo.holds(viewer?.id ?? null, hunt.steps),
  manage: isCreator,
};

/**
 * The one authorisation call of a hunt operation: a hunt the viewer may not act on answers
 * 404 like one that does not exist (ARCHITECTURE §2.4).
 */
export function assertCan<A extends HuntAction>(
  viewer: Viewer,
  action: A,
  hunt: Things[A] | null | undefined,
): asserts hunt is Things[A] {
  if (!hunt || !rules[action](viewer, hunt)) throw huntNotFound();
}

/** Saving over a draft that changed since it was loaded (decision 024): nothing is written. */
export const staleDraft = (saved: number, sent: number) =>
  new AppError(
    'CONFLICT',
    `This draft was saved elsewhere since you opened it (version ${saved}, yours is ${sent}). Nothing was saved: open it again from My Space to continue from the saved version.`,
  );
