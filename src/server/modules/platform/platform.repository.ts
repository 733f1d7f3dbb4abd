import { count, eq, sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { users } from '@/server/db/schema/users';

export function countMembers(db: Db): Promise<number> {
  return db
    .select({ n: count() })
    .from(users)
    .where(eq(users.isAdmin, false))
    .then((rows) => rows[0]?.n ?? 0);
}

export async function ping(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}
