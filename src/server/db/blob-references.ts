import { sql, type SQL } from 'drizzle-orm';
import type { Db } from './client';

/**
 * Every place a row keeps a blob key: THE list the orphan sweep trusts. A file whose key is in
 * none of them (and older than the grace period) is removed, so a new table or column that
 * keeps keys must be added here, or the sweep deletes its files. Each entry selects `key`.
 */
export const BLOB_REFERENCES: SQL[] = [
  sql`SELECT image_key AS key FROM photos`,
  sql`SELECT thumbnail_key FROM photos`,
  sql`SELECT pdf_key FROM photos WHERE pdf_key IS NOT NULL`,
  sql`SELECT public_image_key FROM photos WHERE public_image_key IS NOT NULL`,
  sql`SELECT public_thumbnail_key FROM photos WHERE public_thumbnail_key IS NOT NULL`,
  // An upload keeps its photo until published or expired (decision 025).
  sql`SELECT image_key FROM photo_uploads`,
  sql`SELECT thumbnail_key FROM photo_uploads`,
  sql`SELECT public_image_key FROM photo_uploads WHERE public_image_key IS NOT NULL`,
  sql`SELECT public_thumbnail_key FROM photo_uploads WHERE public_thumbnail_key IS NOT NULL`,
  // A draft's waypoints keep their files' keys in JSON (decision 024).
  sql`SELECT step->>'photoKey' FROM hunt_drafts, jsonb_array_elements(waypoints) AS step`,
  sql`SELECT step->>'pdfKey' FROM hunt_drafts, jsonb_array_elements(waypoints) AS step`,
];

/** Which of `keys` some row points to. */
export async function referencedKeys(db: Db, keys: string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const everywhere = sql.join(BLOB_REFERENCES, sql` UNION ALL `);
  const wanted = sql`ARRAY[${sql.join(
    keys.map((key) => sql`${key}`),
    sql`, `,
  )}]::text[]`;
  const result: unknown = await db.execute(
    sql`SELECT DISTINCT key FROM (${everywhere}) AS refs(key) WHERE key = ANY(${wanted})`,
  );
  return new Set((result as { rows: Array<{ key: string }> }).rows.map((row) => row.key));
}
