import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '@/server/db/client';

/** The rows a raw statement returns (both drivers answer `{ rows }`). */
export async function rowsOf<Row>(database: Database, query: SQL): Promise<Row[]> {
  const result: unknown = await database.db.execute(query);
  return (result as { rows: Row[] }).rows;
}

/**
 * Bulk loading into an indexed table writes the indexes row by row (85 M random btree inserts
 * and foreign-key checks at 1 M pages). So the index table's constraints and indexes are read
 * from the catalog, dropped, and rebuilt from the same definitions after the load: a sort per
 * index instead, and the schema the app migrated is what is measured.
 */
export async function withoutIndexes(database: Database, table: string, load: () => Promise<void>) {
  const { db } = database;
  const constraints = await rowsOf<{ conname: string; def: string }>(
    database,
    sql`SELECT conname, pg_get_constraintdef(oid) AS def FROM pg_constraint
      WHERE conrelid = ${table}::regclass ORDER BY contype DESC`,
  );
  const indexes = await rowsOf<{ indexname: string; indexdef: string }>(
    database,
    sql`SELECT indexname, indexdef FROM pg_indexes WHERE tablename = ${table}
      AND indexname NOT IN (SELECT conname FROM pg_constraint WHERE conrelid = ${table}::regclass)`,
  );
  for (const c of constraints) {
    await db.execute(sql.raw(`ALTER TABLE "${table}" DROP CONSTRAINT "${c.conname}"`));
  }
  for (const i of indexes) await db.execute(sql.raw(`DROP INDEX "${i.indexname}"`));
  await load();
  await db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL maintenance_work_mem = '1GB'`);
    // Primary key first (contype 'p' sorts after 'f' descending), then the foreign keys.
    for (const c of constraints) {
      await tx.execute(sql.raw(`ALTER TABLE "${table}" ADD CONSTRAINT "${c.conname}" ${c.def}`));
    }
    for (const i of indexes) await tx.execute(sql.raw(i.indexdef));
  });
}
