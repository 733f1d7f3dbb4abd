import type {
  HeldReward,
  HeldRewardDecision,
  HeldRewardOutcome,
  ModerationDecision,
  ModerationItem,
  ModerationSecret,
  OfficeCounts,
  OfficeStats,
  OfficeUser,
} from '@/shared/contract/office';
import { centsToEuros } from '@/shared/rules/money';
import type { Db } from '@/server/db/client';
import type { UserRow } from '@/server/db/schema/users';
import { AppError } from '@/server/errors';
import { say } from '@/server/lib/say';
import type { AuditService } from '@/server/modules/audit/audit.service';
import type { ModerationService } from '@/server/modules/photos/moderation.service';
import type { SupportService } from '@/server/modules/support/support.service';
import type { UsersService } from '@/server/modules/users/users.service';
import type { WalletService } from '@/server/modules/wallet/wallet.service';
import type { TicketNotice } from '@/shared/contract/support';
import { noticeWords } from '@/shared/i18n/ticket-notice';

type Deps = {
  db: Db;
  users: Pick<UsersService, 'countMembers' | 'searchAccounts' | 'findById'>;
  wallet: Pick<
    WalletService,
    'officeFigures' | 'totalBalancesOf' | 'heldForReview' | 'findHold' | 'decideHold'
  >;
  moderation: Pick<
    ModerationService,
    | 'queue'
    | 'pendingCount'
    | 'secretUnderReview'
    | 'decide'
    | 'item'
    | 'creatorsWithMessages'
    | 'messageCountsOf'
  >;
  support: Pick<SupportService, 'openForUser' | 'openCount'>;
  audit: Pick<AuditService, 'record'>;
};

/** What the creator of a hidden message is told, in the ticket opened for them (in English). */
function hiddenNotice(photoId: number, description: string | null, refundedCents: number) {
  const notice: TicketNotice = {
    kind: 'message_hidden',
    params: { photoId, description, refundedCents },
  };
  return { ...noticeWords(notice, 'en'), notice };
}

/** The admin's office: figures from the ledger and the tables, user search, moderation. */
export function createOfficeService(deps: Deps) {
  const { db, users, wallet, moderation, support, audit } = deps;

  return {
    async stats(): Promise<OfficeStats> {
      const money = await wallet.officeFigures();
      const creators = await moderation.creatorsWithMessages();
      return {
        totalUsers: await users.countMembers(),
        activeUsers: creators.length,
        totalSuccessfulTopups: money.topups,
        totalTopupAmount: centsToEuros(money.topupCents),
        totalGiveaways: money.giveaways,
        totalGiveawayAmount: centsToEuros(money.giveawayCents),
        activeGiveaways: money.active,
        remainingRewards: centsToEuros(money.remainingCents),
        claimedRewards: centsToEuros(money.claimedCents),
        activeUsersList: creators,
      };
    },

    async searchUsers(text: string): Promise<OfficeUser[]> {
      const accounts = await users.searchAccounts(text);
      const ids = accounts.map((account) => account.id);
      const balances = await wallet.totalBalancesOf(ids);
      const counts = await moderation.messageCountsOf(ids);
      return accounts.map((account) => ({
        ...account,
        balance: centsToEuros(balances.get(account.id) ?? 0),
        totalMessages: counts.get(account.id)?.created ?? 0,
        discoveredMessages: counts.get(account.id)?.discovered ?? 0,
      }));
    },

    async counts(): Promise<OfficeCounts> {
      return {
        openTickets: await support.openCount(),
        pendingReports: await moderation.pendingCount(),
      };
    },

    moderationQueue: () => moderation.queue(),

    /** Rewards between accounts sharing a payout account, waiting for a decision (012). */
    async heldRewards(): Promise<HeldReward[]> {
      const rows = await wallet.heldForReview();
      const ids = [...new Set(rows.flatMap((row) => [row.finderId, row.creatorId]))];
      const names = new Map<number, string>();
      for (const id of ids) names.set(id, (await users.findById(id))?.nickname ?? 'Unknown User');
      return rows.map((row) => ({
        id: row.id,
        amount: centsToEuros(row.amountCents),
        finder: { id: row.finderId, nickname: names.get(row.finderId)! },
        creator: { id: row.creatorId, nickname: names.get(row.creatorId)! },
        message:
          row.photoId === null
            ? null
            : { id: row.photoId, publicDescription: row.publicDescription },
        reason: row.reviewReason ?? '',
        createdAt: row.createdAt.toISOString(),
      }));
    },

    /**
     * Approve (to the finder's withdrawable balance) or reject (back to the creator's
     * spendable balance), with its audit record, in one transaction; a second decision on the
     * same reward is refused and moves nothing.
     */
    async decideHeldReward(
      admin: UserRow,
      holdId: number,
      decision: HeldRewardDecision,
    ): Promise<HeldRewardOutcome> {
      const found = await wallet.findHold(holdId);
      if (!found) throw new AppError('NOT_FOUND', say('server_held_reward_does_exist'));
      const creator = await users.findById(found.creatorId);
      return db.transaction(async (tx) => {
        const hold = await wallet.decideHold(tx, holdId, decision, {
          adminId: admin.id,
          creatorGone: !creator || creator.deletedAt !== null,
        });
        await audit.record(
          tx,
          admin,
          `reward.${decision}`,
          { type: 'reward', id: holdId },
          {
            amountCents: hold.amountCents,
            finderId: hold.finderId,
            creatorId: hold.creatorId,
            photoId: hold.photoId,
          },
        );
        return {
          id: hold.id,
          status: decision === 'approve' ? ('released' as const) : ('returned' as const),
          amount: centsToEuros(hold.amountCents),
        };
      });
    },

    /** Reading a reported message's secret is an admin action like any other: it is logged. */
    async revealSecret(admin: UserRow, photoId: number): Promise<ModerationSecret> {
      return db.transaction(async (tx) => {
        const secret = await moderation.secretUnderReview(tx, photoId);
        await audit.record(tx, admin, 'moderation.read_secret', { type: 'photo', id: photoId });
        return secret;
      });
    },

    /**
     * One transaction: the decision, the refund of a hidden message's escrow, the ticket that
     * tells its creator, and the audit record.
     */
    async decide(
      admin: UserRow,
      photoId: number,
      decision: ModerationDecision,
    ): Promise<ModerationItem> {
      await db.transaction(async (tx) => {
        const outcome = await moderation.decide(tx, photoId, decision);
        let ticketId: number | null = null;
        if (decision === 'hide') {
          ticketId = await support.openForUser(
            tx,
            admin,
            outcome.creatorId,
            hiddenNotice(photoId, outcome.description, outcome.refundedCents),
          );
        }
        await audit.record(
          tx,
          admin,
          `moderation.${decision}`,
          { type: 'photo', id: photoId },
          {
            from: outcome.from,
            refundedCents: outcome.refundedCents,
            ticketId,
          },
        );
      });
      return moderation.item(photoId);
    },
  };
}

export type OfficeService = ReturnType<typeof createOfficeService>;
