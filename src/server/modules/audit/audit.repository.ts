import { desc } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { auditLog } from '@/server/db/schema/audit';
import { joinUser } from '@/server/modules/users/user-joins';
import { creatorColumns } from '@/server/modules/users/user-joins';

export type NewAuditEntry = typeof auditLog.$inferInsert;

export async function insertEntry(db: Db, entry: NewAuditEntry) {
  await db.insert(auditLog).values(entry);
}

/** Newest first, with the actor's nickname. */
export function latestEntries(db: Db, limit: number) {
  return db
    .select({
      id: auditLog.id,
      actor: creatorColumns.creatorNickname,
      action: auditLog.action,
      targetType: auditLog.targetType,
      targetId: auditLog.targetId,
      detail: auditLog.detail,
      createdAt: auditLog.createdAt,
    })
    .from(auditLog)
    .leftJoin(...joinUser(auditLog.actorId))
    .orderBy(desc(auditLog.id))
    .limit(limit);
}
