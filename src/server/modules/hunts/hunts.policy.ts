import type { HuntRow } from '@/server/db/schema/hunts';
import type { UserRow } from '@/server/db/schema/users';
import { AppError } from '@/server/errors';

type Viewer = Pick<UserRow, 'id'>;

export const huntNotFound = () =>
  new AppError('NOT_FOUND', 'This treasure hunt does not exist or is not yours.');

export const draftNotFound = () =>
  new AppError('NOT_FOUND', 'This draft does not exist or is not yours.');

const rules = {
  /** Delete it, see every step's secret. */
  manage: (viewer: Viewer, hunt: Pick<HuntRow, 'creatorId'>) => hunt.creatorId === viewer.id,
};

/**
 * The one authorisation call of a hunt operation: a hunt the viewer may not act on answers
 * 404 like one that does not exist (ARCHITECTURE §2.4).
 */
export function assertCan(
  viewer: Viewer,
  action: keyof typeof rules,
  hunt: Pick<HuntRow, 'creatorId'> | null | undefined,
): asserts hunt is Pick<HuntRow, 'creatorId'> {
  if (!hunt || !rules[action](viewer, hunt)) throw huntNotFound();
}

/** Saving over a draft that changed since it was loaded (decision 023): nothing is written. */
export const staleDraft = (saved: number, sent: number) =>
  new AppError(
    'CONFLICT',
    `This draft was saved elsewhere since you opened it (version ${saved}, yours is ${sent}). Nothing was saved: open it again from My Space to continue from the saved version.`,
  );
