import type { AuditEntry } from '@/shared/contract/office';
import type { Db } from '@/server/db/client';
import type { UserRow } from '@/server/db/schema/users';
import * as repo from './audit.repository';

/** Every admin action the issue names; the office lists them with who and when. */
export type AuditAction =
  | 'ticket.reply'
  | 'ticket.status'
  | 'moderation.dismiss'
  | 'moderation.hide'
  | 'moderation.restore'
  | 'moderation.read_secret'
  | 'debug.device_test'
  | 'reward.approve'
  | 'reward.reject';

type Detail = Record<string, string | number | boolean | null>;

const AUDIT_LIST_LIMIT = 200;

export function createAuditService(deps: { db: Db }) {
  const { db } = deps;
  return {
    /**
     * Records one admin action inside the caller's transaction, so an action and its record
     * are written together or not at all.
     */
    async record(
      tx: Db,
      actor: Pick<UserRow, 'id'>,
      action: AuditAction,
      target: { type: string; id: number | null },
      detail: Detail | null = null,
    ) {
      await repo.insertEntry(tx, {
        actorId: actor.id,
        action,
        targetType: target.type,
        targetId: target.id,
        detail,
      });
    },

    async list(): Promise<AuditEntry[]> {
      const rows = await repo.latestEntries(db, AUDIT_LIST_LIMIT);
      return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
    },
  };
}

export type AuditService = ReturnType<typeof createAuditService>;
