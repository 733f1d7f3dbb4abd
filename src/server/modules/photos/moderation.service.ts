import type {
  ModerationDecision,
  ModerationItem,
  ModerationSecret,
} from '@/shared/contract/office';
import type { ReportBody } from '@/shared/contract/photos';
import { REPORTS_TO_HOLD } from '@/shared/rules/support';
import type { Db } from '@/server/db/client';
import type { ModerationState } from '@/server/db/schema/photos';
import type { UserRow } from '@/server/db/schema/users';
import { AppError } from '@/server/errors';
import { say } from '@/server/lib/say';
import type { WalletService } from '@/server/modules/wallet/wallet.service';
import {
  presentFiledReport,
  presentModerationItem,
  presentModerationSecret,
} from './moderation.presenter';
import * as moderationRepo from './moderation.repository';
import { assertCan, isOwner, photoNotFound } from './photos.policy';
import * as repo from './photos.repository';
import { standalone } from './visibility';

const QUEUE_LIMIT = 200;

/** Which decision applies to which state, and the state it leaves (decision 017). */
const decisions: Record<ModerationDecision, { from: ModerationState[]; to: ModerationState }> = {
  dismiss: { from: ['flagged', 'held'], to: 'clear' },
  hide: { from: ['flagged', 'held'], to: 'hidden' },
  restore: { from: ['held', 'hidden'], to: 'clear' },
};

/**
 * After a new report: three different reporters withdraw a message; the first queues it. A
 * step of a published hunt is only ever queued: withdrawn, it would leave every player unable
 * to finish the hunt, so that is the office's decision, never the reporters' alone.
 */
function stateAfterReport(
  current: ModerationState,
  reporters: number,
  huntStep: boolean,
): ModerationState {
  if (current === 'hidden') return current;
  if (reporters >= REPORTS_TO_HOLD && !huntStep) return 'held';
  return current === 'clear' ? 'flagged' : current;
}

/**
 * Reports and moderation of messages: users report, three reporters withdraw a message at
 * once through `listed` in visibility.ts, and the admin's decisions (called by the office,
 * inside its transaction) dismiss, hide or restore it.
 */
export function createModerationService(deps: {
  db: Db;
  wallet: Pick<WalletService, 'refundEscrow'>;
}) {
  const { db, wallet } = deps;

  async function item(tx: Db, photoId: number): Promise<ModerationItem> {
    const photo = await repo.findPhoto(tx, photoId);
    if (!photo) throw photoNotFound();
    return presentModerationItem(photo, await moderationRepo.unreviewedReportsOf(tx, [photoId]));
  }

  return {
    /** Once per user and message; the message row is locked, so reports count one by one. */
    async report(viewer: UserRow, photoId: number, body: ReportBody & { comment: string | null }) {
      return db.transaction(async (tx) => {
        const photo = await repo.lockPhoto(tx, photoId);
        if (!photo) throw photoNotFound();
        // A hunt's step is reportable where the app shows it to the reporter, and nowhere else.
        const huntStep = !standalone.holds(photo);
        const facts = huntStep
          ? await moderationRepo.reporterFacts(tx, viewer.id, photoId)
          : { discovered: false };
        assertCan(viewer, 'look', { ...photo, ...facts });
        if (isOwner(viewer, photo)) {
          throw new AppError('BAD_REQUEST', say('server_cannot_report_own_message'));
        }
        const first = await moderationRepo.insertReport(tx, {
          photoId,
          reporterId: viewer.id,
          reason: body.reason,
          comment: body.comment,
        });
        if (!first) throw new AppError('CONFLICT', say('server_already_reported_message'));
        const reporters = await moderationRepo.countUnreviewedReporters(tx, photoId);
        const next = stateAfterReport(photo.moderation, reporters, huntStep);
        if (next !== photo.moderation) await moderationRepo.setModeration(tx, photoId, next);
        return { withheld: next === 'held' || next === 'hidden' };
      });
    },

    async queue(): Promise<ModerationItem[]> {
      const photos = await moderationRepo.queuedPhotos(db, QUEUE_LIMIT);
      const reports = await moderationRepo.unreviewedReportsOf(
        db,
        photos.map((photo) => photo.id),
      );
      return photos.map((photo) =>
        presentModerationItem(
          photo,
          reports.filter((report) => report.photoId === photo.id),
        ),
      );
    },

    pendingCount: () => moderationRepo.countPending(db),

    /** The data export: the reports this user filed. */
    reportsBy: async (viewer: UserRow) =>
      (await moderationRepo.reportsBy(db, viewer.id)).map(presentFiledReport),

    /** The hidden content of a message under review; nothing outside the queue. */
    async secretUnderReview(tx: Db, photoId: number): Promise<ModerationSecret> {
      const photo = await repo.findPhoto(tx, photoId);
      if (!photo || photo.moderation === 'clear') throw photoNotFound();
      return presentModerationSecret(photo);
    },

    /**
     * The admin's decision, inside the caller's transaction. Hiding refunds the unpaid escrow
     * to its creator; every decision answers the reports waiting on the message.
     */
    async decide(tx: Db, photoId: number, decision: ModerationDecision) {
      const photo = await repo.lockPhoto(tx, photoId);
      if (!photo) throw photoNotFound();
      const rule = decisions[decision];
      if (!rule.from.includes(photo.moderation)) {
        throw new AppError(
          'CONFLICT',
          say('server_moderation_decision_not_allowed', { state: photo.moderation, decision }),
        );
      }
      await moderationRepo.setModeration(tx, photoId, rule.to, {
        clearScreenFlag: rule.to === 'clear',
      });
      await moderationRepo.markReportsReviewed(tx, photoId);
      const full = await repo.findPhoto(tx, photoId);
      const refundedCents =
        decision === 'hide'
          ? await wallet.refundEscrow(tx, photo, full?.creatorIsAdmin === true)
          : 0;
      return {
        from: photo.moderation,
        creatorId: photo.userId,
        description: photo.publicDescription,
        refundedCents,
      };
    },

    item: (photoId: number) => item(db, photoId),

    /** For the office's figures and user search. */
    creatorsWithMessages: () => moderationRepo.creatorsWithMessages(db),
    messageCountsOf: (userIds: number[]) => moderationRepo.messageCountsOf(db, userIds),
  };
}

export type ModerationService = ReturnType<typeof createModerationService>;
