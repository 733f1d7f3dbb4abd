import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@/server/db/client';
import { sampledGrams } from '@/server/lib/text/text-grams';
import { textKey } from '@/shared/rules/text-key';
import { globalCandidatesQuery } from '@/server/modules/scan/scan.repository';
import { buildUser } from '../factories';
import { createTestDatabase } from '../support/test-database';

const SCAN =
  'The committee met on Tuesday to discuss the harbour lights, the winter timetable of the ferry and the repairs to the old stone pier';

let database: Database;
let viewerId: number;
beforeAll(async () => {
  database = await createTestDatabase();
  viewerId = (await buildUser(database.db)).id;
});
afterAll(() => database.close());

/**
 * The plan as the planner makes it for a full table. A test's photos table is nearly empty, where
 * a full scan, or a walk of the whole (partial) index of global messages in creation order, costs
 * less than 30 lookups by id, and which of them wins turned with the query's filters: both are
 * taken away, inside a transaction that is rolled back, so the plan seen is the one at scale.
 */
async function explainAsAtScale(statement: ReturnType<typeof sql>) {
  let plan: unknown;
  await database.db
    .transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL enable_seqscan = off`);
      await tx.execute(sql`DROP INDEX photos_global_created_idx`);
      plan = await tx.execute(statement);
      throw new RolledBack();
    })
    .catch((error: unknown) => {
      if (!(error instanceof RolledBack)) throw error;
    });
  return plan;
}
class RolledBack extends Error {}

describe('global scan candidates (decision 004)', () => {
  it('reads the gram index by gram and photos by id, never a whole table', async () => {
    const query = globalCandidatesQuery(database.db, {
      viewerId,
      grams: sampledGrams(textKey(SCAN)),
      choice: { most: 24, postingsBudget: 2_000, least: 4 },
      limit: 30,
    });
    const plan = await explainAsAtScale(sql`EXPLAIN ${query}`);
    const text = JSON.stringify(plan);
    // The scan's grams are looked up in the frequency table by its primary key...
    expect(text).toMatch(/Index Scan on global_gram_frequency_pkey/);
    expect(text).toMatch(/Index Cond: \(gram = ANY/);
    // ...and the postings of the chosen grams by the (gram, photo_id) key, one gram at a time,
    expect(text).toMatch(
      /Index (Only )?Scan using global_text_grams_gram_photo_id_pk on global_text_grams/,
    );
    expect(text).toMatch(/Index Cond: \(gram = known\.gram\)/);
    expect(text).not.toContain('global_text_grams_photo_idx');
    // ...and only the ranked, limited candidates are read from photos, by id.
    expect(text).toMatch(/Index Scan using photos_pkey on photos/);
    expect(text).toMatch(/Index Cond: \(id = global_text_grams\.photo_id\)/);
    expect(text.indexOf('Limit')).toBeLessThan(text.indexOf('photos_pkey'));
    expect(text).not.toMatch(/Seq Scan on (photos|global_text_grams|global_gram_frequency)/);
  });
});
