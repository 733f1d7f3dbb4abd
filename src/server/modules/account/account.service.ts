import type { Readable } from 'node:stream';
import type { DeleteAccountBody } from '@/shared/contract/account';
import { centsToEuros } from '@/shared/rules/money';
import type { Db } from '@/server/db/client';
import type { UserRow } from '@/server/db/schema/users';
import { AppError } from '@/server/errors';
import { say } from '@/server/lib/say';
import type { Clock } from '@/server/lib/clock';
import type { AuthService } from '@/server/modules/auth/auth.service';
import type { HuntDraftsService } from '@/server/modules/hunts/hunt-drafts.service';
import type { HuntsService } from '@/server/modules/hunts/hunts.service';
import type { ModerationService } from '@/server/modules/photos/moderation.service';
import type { PhotosService } from '@/server/modules/photos/photos.service';
import type { PushService } from '@/server/modules/push/push.service';
import type { UploadsService } from '@/server/modules/photos/uploads.service';
import type { ScanService } from '@/server/modules/scan/scan.service';
import type { SupportService } from '@/server/modules/support/support.service';
import type { UsersService } from '@/server/modules/users/users.service';
import type { WalletService } from '@/server/modules/wallet/wallet.service';
import { safeFileName, zipStream, type ExportEntry } from './account-export';

type Deps = {
  db: Db;
  clock: Clock;
  auth: AuthService;
  users: UsersService;
  wallet: WalletService;
  photos: PhotosService;
  moderation: Pick<ModerationService, 'reportsBy'>;
  scan: Pick<ScanService, 'forgetPositionOf'>;
  hunts: HuntsService;
  drafts: HuntDraftsService;
  support: Pick<SupportService, 'ticketsForExport' | 'forgetTicketsOf'>;
  uploads: Pick<UploadsService, 'forExport' | 'removeAllOf'>;
  push: Pick<PushService, 'forExport' | 'forgetAllOf'>;
};

/** Request logs (sign-in attempts with their IP) are kept 12 months (SPEC 9). */
const LOG_RETENTION_MS = 365 * 24 * 60 * 60 * 1000;
const PURGE_BATCH = 100;

/**
 * The person's data in their hands (SPEC 9, decision 021): the export, the deletion, and the
 * daily purge that forgets what a deleted account left.
 */
export function createAccountService(deps: Deps) {
  const { db, clock, auth, users, wallet, photos, moderation, scan, hunts, drafts, support } = deps;
  const { uploads, push } = deps;

  /**
   * Messages, hunts, drafts and unpublished uploads, removed the way their owner would (escrow refunded), inside
   * the caller's transaction. Returns their files, which can only go once it commits.
   */
  async function removeContent(tx: Db, user: UserRow): Promise<Array<string | null>> {
    return [
      ...(await hunts.removeAllOf(tx, user)),
      ...(await photos.removeAllOf(tx, user)),
      ...(await drafts.removeAllOf(tx, user.id)),
      ...(await uploads.removeAllOf(tx, user.id)),
    ];
  }

  /**
   * What the refusal tells to do with the money left: pending rewards (decision 012) cannot be
   * withdrawn yet, and top-ups never can (SPEC: only the withdrawable balance), so "withdraw it
   * first" is said only of what can be.
   */
  async function balanceLeft(tx: Db, userId: number) {
    const heldCents = await wallet.heldCents(tx, userId);
    const { pending, withdrawable } = await wallet.balancesIn(tx, userId);
    const said =
      pending > 0
        ? say('server_wallet_still_holds_pending', { heldCents, pendingCents: pending })
        : withdrawable === 0
          ? say('server_wallet_still_holds_spendable', { heldCents })
          : withdrawable < heldCents
            ? say('server_wallet_still_holds_part', { heldCents, withdrawableCents: withdrawable })
            : say('server_wallet_still_holds', { heldCents });
    return new AppError('CONFLICT', said);
  }

  /** Each message the person discovered, with when and what it paid them. */
  async function discoveriesOf(user: UserRow) {
    const [found, rewards] = await Promise.all([
      photos.discoveriesOf(user),
      wallet.rewardsReceivedByPhoto(user.id),
    ]);
    return found.map(({ discoveredAt, message }) => ({
      discoveredAt,
      reward: centsToEuros(rewards.get(message.id) ?? 0),
      message,
    }));
  }

  return {
    /** `currentToken` marks this browser among the signed-in devices. */
    async exportData(user: UserRow, currentToken: string): Promise<Readable> {
      const own = await photos.own(user);
      async function* entries(): AsyncGenerator<ExportEntry> {
        const methods = await auth.accountMethods(user);
        yield {
          name: 'account.json',
          json: {
            id: user.id,
            nickname: user.nickname,
            email: user.email,
            createdAt: user.createdAt,
            ageConfirmedAt: user.ageConfirmedAt,
            hasPassword: methods.hasPassword,
            google: methods.google,
            exportedAt: clock.now(),
          },
        };
        yield { name: 'messages.json', json: own };
        yield { name: 'stats.json', json: await photos.stats(user) };
        yield { name: 'treasure-hunts.json', json: await hunts.own(user) };
        yield { name: 'hunt-drafts.json', json: await drafts.list(user) };
        yield { name: 'wallet.json', json: await wallet.wallet(user) };
        yield { name: 'transactions.json', json: await wallet.transactions(user) };
        yield { name: 'support-tickets.json', json: await support.ticketsForExport(user) };
        yield { name: 'discoveries.json', json: await discoveriesOf(user) };
        yield { name: 'hunt-progress.json', json: await hunts.playOf(user) };
        yield { name: 'reports.json', json: await moderation.reportsBy(user) };
        yield { name: 'devices.json', json: await auth.listSessions(user, currentToken) };
        yield { name: 'push-subscriptions.json', json: await push.forExport(user) };
        // Photos uploaded for a message never published (issue 20's two-step create).
        const unpublished = [];
        for await (const { upload, image } of uploads.forExport(user.id)) {
          unpublished.push(upload);
          if (image) yield { name: `uploads/${String(upload.id)}.jpg`, bytes: image };
        }
        yield { name: 'uploads.json', json: unpublished };
        for (const photo of own) {
          yield {
            name: `photos/${photo.id}.jpg`,
            bytes: await photos.image(user, photo.id, 'image'),
          };
          if (photo.messageType === 'pdf') {
            const { bytes, fileName } = await photos.pdf(user, photo.id);
            yield { name: `pdfs/${photo.id}-${safeFileName(fileName)}`, bytes };
          }
        }
      }
      return zipStream(entries());
    },

    async remove(user: UserRow, input: DeleteAccountBody, currentToken: string): Promise<void> {
      if (user.isAdmin) {
        throw new AppError('FORBIDDEN', say('server_administrator_account_cannot_deleted'));
      }
      await auth.confirmDeletion(user, input.password, currentToken);
      // Refused early, before anything is locked; checked again inside once escrow is back.
      const held = await wallet.heldCents(db, user.id);
      if (held > 0 && !input.giveUpBalance) throw await balanceLeft(db, user.id);
      // All or nothing: a failure anywhere leaves messages, hunts, drafts, sessions, balance
      // and the account as they were.
      const files = await db.transaction(async (tx) => {
        const removed = await removeContent(tx, user);
        if (input.giveUpBalance) await wallet.forfeitBalances(tx, user.id);
        // Escrow just refunded, or a reward that arrived meanwhile: not silently lost.
        else if ((await wallet.heldCents(tx, user.id)) > 0) {
          throw await balanceLeft(tx, user.id);
        }
        await support.forgetTicketsOf(tx, user.id);
        await push.forgetAllOf(tx, user.id);
        await auth.endAccount(tx, user.id);
        await users.anonymize(tx, user.id, clock.now());
        return removed;
      });
      // Files cannot join the transaction: they go once it committed. A crash in between
      // leaves orphan files (no row points at them), to be swept by a later clean-up.
      await photos.deleteFiles(files);
    },

    /**
     * The daily job: forgets what deleted accounts left (content added meanwhile, or left by
     * a deletion that stopped half-way before deletions were one transaction, with its files),
     * expired sessions, and sign-in attempts older than 12 months.
     */
    async purge(): Promise<{ accounts: number }> {
      const now = clock.now();
      const pending = await users.deletedUnpurged(PURGE_BATCH);
      for (const user of pending) {
        const files = await db.transaction(async (tx) => {
          const removed = await removeContent(tx, user);
          await photos.forgetDiscoveriesOf(tx, user.id);
          await scan.forgetPositionOf(tx, user.id);
          await hunts.forgetPlayOf(tx, user.id);
          await wallet.forgetUser(tx, user.id);
          await support.forgetTicketsOf(tx, user.id);
          await push.forgetAllOf(tx, user.id);
          await auth.endAccount(tx, user.id);
          return removed;
        });
        await photos.deleteFiles(files);
        await users.markPurged(user.id, now);
      }
      await auth.purgeOld(now, new Date(now.getTime() - LOG_RETENTION_MS));
      return { accounts: pending.length };
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
