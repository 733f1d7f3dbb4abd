import { sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';

export async function ping(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}
