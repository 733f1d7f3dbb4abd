import { eq, sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@/server/db/client';
import { hunts } from '@/server/db/schema/hunts';
import { discoveries, photos, type PhotoRow } from '@/server/db/schema/photos';
import { can } from '@/server/modules/photos/photos.policy';
import {
  discovered,
  exhausted,
  huntAddressedTo,
  inView,
  listed,
  mayDiscover,
  maySee,
  open,
  readsSecret,
  stepTurn,
} from '@/server/modules/photos/visibility';
import { buildUser } from '../factories';
import { createTestDatabase } from '../support/test-database';

/*
 * The visibility rules exist twice by necessity: as predicates the policy runs on a row, and
 * as SQL the list and candidate queries filter with. Both come from photos/visibility.ts; this
 * checks, on every kind of viewer and message, that the two forms agree with each other and
 * with the rules as ARCHITECTURE §2.2 and §3 state them.
 */

type Viewer = 'owner' | 'target' | 'stranger' | 'admin';
const viewers: Viewer[] = ['owner', 'target', 'stranger', 'admin'];

type Case = {
  name: string;
  photo: Partial<
    Pick<PhotoRow, 'isGlobal' | 'isPrivate' | 'currentScans' | 'maxScans' | 'moderation'>
  > & {
    isAnalyzed?: boolean;
    /** Private with its target account deleted: nobody but the creator is addressed. */
    noTarget?: boolean;
  };
  foundBy?: Viewer[];
  /** Who may see it in lists, and who may discover it by scanning. */
  see: Viewer[];
  discover: Viewer[];
};

const everyone: Viewer[] = ['owner', 'target', 'stranger', 'admin'];
const others: Viewer[] = ['target', 'stranger', 'admin'];
const cases: Case[] = [
  { name: 'public local', photo: {}, see: everyone, discover: others },
  { name: 'public global', photo: { isGlobal: true }, see: everyone, discover: others },
  {
    name: 'private local',
    photo: { isPrivate: true },
    see: ['owner', 'target'],
    discover: ['target'],
  },
  {
    name: 'private global',
    photo: { isPrivate: true, isGlobal: true },
    see: ['owner', 'target'],
    discover: ['target'],
  },
  {
    name: 'private, target deleted',
    photo: { isPrivate: true, noTarget: true },
    see: ['owner'],
    discover: [],
  },
  {
    name: 'exhausted, found by nobody',
    photo: { currentScans: 1, maxScans: 1 },
    see: everyone,
    discover: [],
  },
  {
    name: 'exhausted, found by the stranger: a repeat scan reveals it again',
    photo: { currentScans: 1, maxScans: 1 },
    foundBy: ['stranger'],
    see: everyone,
    discover: ['stranger'],
  },
  {
    name: 'private and exhausted, found by its target',
    photo: { isPrivate: true, currentScans: 1, maxScans: 1 },
    foundBy: ['target'],
    see: ['owner', 'target'],
    discover: ['target'],
  },
  {
    name: 'discovered, still open',
    photo: { currentScans: 1, maxScans: 3 },
    foundBy: ['admin'],
    see: everyone,
    discover: others,
  },
  { name: 'not analysed yet', photo: { isAnalyzed: false }, see: everyone, discover: [] },
  // Moderation withdraws a message from lists by `listed` (checked below) and from discovery.
  { name: 'flagged for review', photo: { moderation: 'flagged' }, see: everyone, discover: others },
  { name: 'held after 3 reports', photo: { moderation: 'held' }, see: everyone, discover: [] },
  {
    name: 'hidden by the admin, found before',
    photo: { moderation: 'hidden' },
    foundBy: ['stranger'],
    see: everyone,
    discover: [],
  },
];

let database: Database;
let ids: Record<Viewer, number>;
let rows: Map<string, PhotoRow>;

beforeAll(async () => {
  database = await createTestDatabase();
  const db = database.db;
  const [owner, target, stranger, admin] = await Promise.all([
    buildUser(db),
    buildUser(db),
    buildUser(db),
    buildUser(db, { isAdmin: true }),
  ]);
  ids = { owner: owner.id, target: target.id, stranger: stranger.id, admin: admin.id };
  rows = new Map();
  for (const c of cases) {
    const { noTarget, isAnalyzed = true, ...columns } = c.photo;
    const [row] = await db
      .insert(photos)
      .values({
        userId: ids.owner,
        messageType: 'text',
        hiddenMessage: 'secret',
        imageKey: 'images/x.jpg',
        thumbnailKey: 'thumbnails/x.jpg',
        latitude: columns.isGlobal ? null : 10,
        longitude: columns.isGlobal ? null : 10,
        textKey: isAnalyzed ? 'somekey' : null,
        isAnalyzed,
        targetUserId: columns.isPrivate && !noTarget ? ids.target : null,
        ...columns,
      })
      .returning();
    rows.set(c.name, row!);
    for (const finder of c.foundBy ?? []) {
      await db.insert(discoveries).values({ photoId: row!.id, userId: ids[finder] });
    }
  }
});
afterAll(() => database.close());

/** What the database says of one condition for one message; NULL counts as false, as in WHERE. */
async function inSql(condition: SQL, photoId: number): Promise<boolean> {
  const [row] = await database.db
    .select({ holds: sql<boolean>`(${condition}) IS TRUE`.mapWith(Boolean) })
    .from(photos)
    .where(eq(photos.id, photoId));
  return row!.holds;
}

describe.each(cases)('$name', (c) => {
  it.each(viewers)('the policy and the SQL agree for the %s', async (viewer) => {
    const photo = rows.get(c.name)!;
    const viewerId = ids[viewer];
    const found = (c.foundBy ?? []).includes(viewer);
    const facts = { ...photo, discovered: found };

    const pure = {
      maySee: maySee.holds(viewerId, photo),
      policySee: can({ id: viewerId }, 'see', photo),
      mayDiscover: mayDiscover.holds(viewerId, facts),
      discovered: discovered.holds(viewerId, facts),
      exhausted: exhausted.holds(photo),
      open: open.holds(photo),
      listed: listed.holds(photo),
      readsSecret: readsSecret.holds(viewerId, facts),
      policyReadSecret: can({ id: viewerId }, 'readSecret', facts),
    };
    const inDatabase = {
      maySee: await inSql(maySee.where(viewerId), photo.id),
      policySee: await inSql(maySee.where(viewerId), photo.id),
      mayDiscover: await inSql(mayDiscover.where(viewerId), photo.id),
      discovered: await inSql(discovered.where(viewerId), photo.id),
      exhausted: await inSql(exhausted.where(), photo.id),
      open: await inSql(open.where(), photo.id),
      listed: await inSql(listed.where(), photo.id),
      readsSecret: await inSql(readsSecret.where(viewerId), photo.id),
      policyReadSecret: await inSql(readsSecret.where(viewerId), photo.id),
    };
    expect(inDatabase).toEqual(pure);
    // The secret is its creator's and its finders' alone (the admin included: found or not).
    expect(pure.readsSecret).toBe(viewer === 'owner' || found);
    expect(pure.maySee).toBe(c.see.includes(viewer));
    expect(pure.mayDiscover).toBe(c.discover.includes(viewer));
    expect(pure.listed).toBe(photo.moderation !== 'held' && photo.moderation !== 'hidden');
  });
});

/*
 * A hunt's steps: who the hunt is meant for (every step addressed to them), and who may look at
 * a step (and so report it): its creator, its finders, and players on its turn. The turn itself
 * is SQL only (the pure form is told it), so these cases pin what the combined rules answer.
 */
type HuntCase = {
  name: string;
  /** Step 1 private to the target, or both steps public. */
  firstStepForTarget?: boolean;
  closed?: boolean;
  foundFirstBy?: Viewer[];
  /** Who the hunt is meant for, and who may look at each step (linear order). */
  meantFor: Viewer[];
  inView: [Viewer[], Viewer[]];
};

const huntCases: HuntCase[] = [
  {
    name: 'public hunt, step 1 found by the stranger',
    foundFirstBy: ['stranger'],
    meantFor: everyone,
    inView: [everyone, ['owner', 'stranger']],
  },
  {
    name: 'hunt with a step private to the target',
    firstStepForTarget: true,
    meantFor: ['target'],
    inView: [['owner', 'target'], ['owner']],
  },
  {
    name: 'public hunt past its window',
    closed: true,
    foundFirstBy: ['admin'],
    meantFor: everyone,
    inView: [['owner', 'admin'], ['owner']],
  },
];

describe.each(huntCases)('$name', (c) => {
  let steps: PhotoRow[];
  beforeAll(async () => {
    const db = database.db;
    const past = new Date(Date.now() - 3_600_000);
    const [hunt] = await db
      .insert(hunts)
      .values({
        creatorId: ids.owner,
        title: c.name,
        totalSteps: 2,
        requiredSteps: 2,
        ...(c.closed ? { startsAt: new Date(past.getTime() - 3_600_000), endsAt: past } : {}),
      })
      .returning();
    steps = [];
    for (const step of [1, 2]) {
      const isPrivate = step === 1 && c.firstStepForTarget === true;
      const [row] = await db
        .insert(photos)
        .values({
          userId: ids.owner,
          messageType: 'text',
          hiddenMessage: 'secret',
          imageKey: 'images/x.jpg',
          thumbnailKey: 'thumbnails/x.jpg',
          latitude: 10,
          longitude: 10,
          textKey: 'somekey',
          isAnalyzed: true,
          isPrivate,
          targetUserId: isPrivate ? ids.target : null,
          huntId: hunt!.id,
          huntStep: step,
        })
        .returning();
      steps.push(row!);
    }
    for (const finder of c.foundFirstBy ?? []) {
      await db.insert(discoveries).values({ photoId: steps[0]!.id, userId: ids[finder] });
    }
  });

  it.each(viewers)('the policy and the SQL agree for the %s', async (viewer) => {
    const viewerId = ids[viewer];
    for (const [index, step] of steps.entries()) {
      const found = index === 0 && (c.foundFirstBy ?? []).includes(viewer);
      const turn = await inSql(stepTurn.where(viewerId), step.id);
      const pure = {
        meantFor: huntAddressedTo.holds(viewerId, steps),
        inView: inView.holds(viewerId, { ...step, discovered: found, stepTurn: turn }),
      };
      const inDatabase = {
        meantFor: await inSql(huntAddressedTo.where(viewerId, photos.huntId), step.id),
        inView: await inSql(inView.where(viewerId), step.id),
      };
      expect(inDatabase).toEqual(pure);
      expect(pure.meantFor).toBe(c.meantFor.includes(viewer));
      expect(pure.inView).toBe(c.inView[index]!.includes(viewer));
    }
  });
});
