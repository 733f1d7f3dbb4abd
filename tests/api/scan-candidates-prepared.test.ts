import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@/server/db/client';
import { walkingNearestFirst } from '@/server/db/photo-geo';
import {
  localCandidates,
  localCandidatesQuery,
  missCandidates,
  missCandidatesQuery,
} from '@/server/modules/scan/scan.repository';
import { buildUser } from '../factories';
import { createTestDatabase } from '../support/test-database';

// A scan's candidates (local discovery, and a miss's explanation) run as prepared walks
// (photo-geo's preparedWalk): built once with placeholders, prepared on PostgreSQL's walking
// connections, parsed once on PGlite, their rows decoded by the selection's own decoders. The
// same query built on the spot and mapped by drizzle is the reference, on both engines.
const HERE = { latitude: 52.37, longitude: 4.9 };
const north = (metres: number) => HERE.latitude + metres / 111_195;

let database: Database;
let viewerId: number;
const ids: Record<string, number> = {};
beforeAll(async () => {
  database = await createTestDatabase();
  const owner = await buildUser(database.db);
  const other = await buildUser(database.db);
  viewerId = (await buildUser(database.db)).id;
  const place = async (
    name: string,
    metres: number,
    columns: Record<string, unknown> = {},
  ): Promise<void> => {
    const values = {
      user_id: owner.id,
      latitude: north(metres),
      longitude: HERE.longitude,
      message_type: 'text',
      hidden_message: `secret ${name}`,
      image_key: 'images/x.jpg',
      thumbnail_key: 'thumbnails/x.jpg',
      max_scans: 5,
      text_key: `printedtextof${name}`,
      is_analyzed: true,
      ...columns,
    };
    const names = sql.join(
      Object.keys(values).map((key) => sql.identifier(key)),
      sql`, `,
    );
    const given = sql.join(
      Object.values(values).map((value) => sql`${value}`),
      sql`, `,
    );
    const result = await database.db.execute(
      sql`INSERT INTO photos (${names}) VALUES (${given}) RETURNING id`,
    );
    ids[name] = Number((result as { rows: Array<{ id: number }> }).rows[0]!.id);
  };
  await place('plain', 10);
  await place('rewarded', 20, {
    has_rewards: true,
    reward_cents: 300,
    reward_per_scan_cents: 60,
    location_label: 'Dam Square',
    text_regions: JSON.stringify([{ x: 1, y: 2, width: 3, height: 4 }]),
  });
  await place('pdf', 30, { message_type: 'pdf', pdf_key: 'pdfs/x.pdf', pdf_file_name: 'x.pdf' });
  await place('for the viewer', 40, { is_private: true, target_user_id: viewerId });
  await place('for another', 50, { is_private: true, target_user_id: other.id });
  await place('found already', 60);
  await place('unread', 70, { is_analyzed: false });
  await place('used up', 80, { current_scans: 5 });
  await place('held', 90, { moderation: 'held' });
  await place('own', 95, { user_id: viewerId });
  await place('far', 5_000);
  await database.db.execute(
    sql`INSERT INTO discoveries (photo_id, user_id) VALUES (${ids['found already']}, ${viewerId})`,
  );
});
afterAll(() => database.close());

const namesOf = (rows: Array<{ id: number }>) =>
  rows.map((row) => Object.keys(ids).find((name) => ids[name] === row.id));

describe('a scan’s candidates, prepared', () => {
  const query = () => ({ viewerId, ...HERE, radiusM: 100, limit: 200 });

  it('local discovery: the same rows as drizzle maps them, every run', async () => {
    // More than five runs, so PostgreSQL's generic plan of the statement is compared too.
    for (let run = 0; run < 7; run++) {
      const prepared = await localCandidates(database.db, query());
      const reference = await walkingNearestFirst(database.db, (tx) =>
        localCandidatesQuery(tx, { ...query(), side: 0 }),
      );
      expect(prepared).toEqual(reference);
      expect(namesOf(prepared)).toEqual([
        'plain',
        'rewarded',
        'pdf',
        'for the viewer',
        'found already',
      ]);
      expect(prepared[1]).toMatchObject({
        rewardCents: 300,
        locationLabel: 'Dam Square',
        textRegions: [{ x: 1, y: 2, width: 3, height: 4 }],
        createdAt: expect.any(Date),
      });
    }
  });

  it('a miss: the same rows as drizzle maps them, with distance and turn, every run', async () => {
    const missQuery = () => ({ ...query(), discoveryRangeM: 100 });
    for (let run = 0; run < 7; run++) {
      const prepared = await missCandidates(database.db, missQuery());
      const reference = await walkingNearestFirst(database.db, (tx) =>
        missCandidatesQuery(tx, { ...missQuery(), side: 0 }),
      );
      expect(prepared).toEqual(reference);
      // Not the one found already (a miss is about what is new), nor anything not theirs to find.
      expect(namesOf(prepared)).toEqual(['plain', 'rewarded', 'pdf', 'for the viewer']);
      expect(prepared[0]?.stepTurn).toBe(true);
      expect(prepared[0]?.distanceM).toBeCloseTo(10, 0);
    }
  });
});
