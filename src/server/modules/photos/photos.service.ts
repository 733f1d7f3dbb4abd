import type {
  DiscoveredMessage,
  EditPhotoBody,
  Photo,
  SharedPhoto,
  UserStats,
} from '@/shared/contract/photos';
import { NEARBY_RADIUS_KM } from '@/shared/rules/geo';
import type { Db } from '@/server/db/client';
import type { PhotoRow } from '@/server/db/schema/photos';
import type { UserRow } from '@/server/db/schema/users';
import { AppError } from '@/server/errors';
import { say } from '@/server/lib/say';
import type { WalletService } from '@/server/modules/wallet/wallet.service';
import { deleteBlobs } from '@/server/providers/blob-store';
import { blurTextRegions } from '@/server/providers/text-blur';
import { createMessageCommand, type CreateMessageDeps } from './create-message';
import {
  alreadyDiscovered,
  assertCan,
  can,
  isOwner,
  partOfHunt,
  photoNotFound,
} from './photos.policy';
import { presentDiscovered, presentPhoto, presentSharedPhoto } from './photos.presenter';
import * as repo from './photos.repository';
import { discoveriesOfMessagesBy } from './photo-activity.repository';
import {
  photoFiles,
  publicCopyKeys,
  storePublicCopy,
  type PhotoFiles,
  type PhotoVariant,
} from './public-copy';
import { listed, standalone } from './visibility';
import { mayBeProfane } from '@/server/lib/text/word-screen';

type Deps = CreateMessageDeps & {
  wallet: Pick<
    WalletService,
    | 'chargeForMessage'
    | 'chargeForMoreScans'
    | 'refundEscrow'
    | 'rewardsReceivedFor'
    | 'rewardLeftCents'
  >;
  /** The user's treasure-hunt counts, answered by the hunts module above (composed in app.ts). */
  huntStats?: (userId: number) => Promise<{ created: number; completed: number }>;
  /** Hunts' titles by id, from the hunts module above, for the steps in 'Discovered by me'. */
  huntTitles?: (huntIds: number[]) => Promise<Map<number, string>>;
  /**
   * Reads a hunt's step photos at publish, when `analyzer` leaves creations to the workers (a
   * web process, decision 030): publishing judges every step's text (decision 025), with the
   * creator waiting, as an upload is read.
   */
  stepAnalyzer?: CreateMessageDeps['analyzer'];
};

const NEARBY_LIMIT = 100;
const GLOBAL_LIMIT = 200;
/** 'Discovered by me' shows the newest finds, bounded like the wallet's history. */
const DISCOVERED_LIMIT = 200;

/** The analysis job reads in its own line of the OCR queue, one turn among the users' (decision 011). */
const BACKFILL_REQUESTER = 'job:analysis';

export function createPhotosService(deps: Deps) {
  const { db, blobs, wallet } = deps;
  const command = createMessageCommand(deps);
  const stepCommand = deps.stepAnalyzer
    ? createMessageCommand({ ...deps, analyzer: deps.stepAnalyzer })
    : command;
  const files = photoFiles(blobs);

  /** Deletes a message whose row is locked by the caller's transaction; returns its files. */
  async function removeLocked(tx: Db, viewer: UserRow, photo: PhotoRow) {
    await wallet.refundEscrow(tx, photo, viewer.isAdmin);
    const deleted = await repo.deleteOwnedPhoto(tx, photo.id, viewer.id);
    if (!deleted) throw photoNotFound();
    return [
      deleted.imageKey,
      deleted.thumbnailKey,
      deleted.publicImageKey,
      deleted.publicThumbnailKey,
      deleted.pdfKey,
    ];
  }

  function presentListed(viewer: UserRow, rows: Array<repo.ListedPhoto & { distanceM?: number }>) {
    return rows.map((row) =>
      presentPhoto(row, viewer, { discovered: row.discovered, distanceM: row.distanceM }),
    );
  }

  return {
    /** Activity (decision 028): discoveries of the user's messages, newest first. */
    activityOf: (userId: number, limit: number) => discoveriesOfMessagesBy(db, userId, limit),

    create: command.create,
    /** Content checks and the insert, for publishing an upload (uploads.service.ts). */
    messageCommand: { checkContent: command.checkContent, insert: command.insert },
    /** A treasure hunt's steps: prepared one by one, inserted in the hunt's transaction. */
    prepareMessage: stepCommand.prepare,
    /** A hunt's publication counts once against its creator's analyses, however many steps. */
    countAnalysis: command.countAnalysis,
    insertMessage: command.insert,
    discardMessage: command.discard,

    async nearby(viewer: UserRow, latitude: number, longitude: number): Promise<Photo[]> {
      const rows = await repo.listNearby(db, {
        viewerId: viewer.id,
        latitude,
        longitude,
        radiusM: NEARBY_RADIUS_KM * 1000,
        limit: NEARBY_LIMIT,
      });
      return presentListed(viewer, rows);
    },

    async global(viewer: UserRow): Promise<Photo[]> {
      return presentListed(viewer, await repo.listGlobal(db, viewer.id, GLOBAL_LIMIT));
    },

    async own(viewer: UserRow): Promise<Photo[]> {
      // The owner reads every secret of their own messages.
      const rows = await repo.listByOwner(db, viewer.id);
      return rows.map((row) => presentPhoto(row, viewer, { discovered: false }));
    },

    async stats(viewer: UserRow): Promise<UserStats> {
      const hunts = (await deps.huntStats?.(viewer.id)) ?? { created: 0, completed: 0 };
      return {
        ...(await repo.ownerStats(db, viewer.id)),
        totalTreasureHuntsCreated: hunts.created,
        totalTreasureHuntsCompleted: hunts.completed,
        ...(await repo.discoveryCounts(db, viewer.id)),
      };
    },

    /**
     * 'Discovered by me': the messages and hunt steps this user found, with their secrets. The
     * query starts from the user's own discovery rows, which are what lets them read each
     * secret (the readSecret policy), so no one else's finds can appear here.
     */
    async discovered(viewer: UserRow): Promise<DiscoveredMessage[]> {
      const rows = await repo.listDiscoveredBy(db, viewer.id, DISCOVERED_LIMIT);
      const ids = rows.map((row) => row.id);
      const huntIds = [
        ...new Set(rows.flatMap((row) => (row.huntId === null ? [] : [row.huntId]))),
      ];
      const [rewards, titles] = await Promise.all([
        wallet.rewardsReceivedFor(viewer.id, ids),
        huntIds.length > 0 && deps.huntTitles
          ? deps.huntTitles(huntIds)
          : new Map<number, string>(),
      ]);
      return rows.map((row) => {
        const title = row.huntId === null ? undefined : titles.get(row.huntId);
        return presentDiscovered({
          ...row,
          rewardReceivedCents: rewards.get(row.id) ?? 0,
          hunt:
            row.huntId !== null && row.huntStep !== null && title !== undefined
              ? { id: row.huntId, title, step: row.huntStep }
              : null,
        });
      });
    },

    /**
     * The share page's view, for anyone who may see the message: a public one for everyone
     * (crawlers included), a private one only for its creator and its target; to everyone else
     * a private message answers exactly as a missing one.
     */
    async shared(viewer: UserRow | null, id: number): Promise<SharedPhoto> {
      const photo = await repo.findPhoto(db, id);
      assertCan(viewer, 'see', photo);
      // A hunt's step is shared with its hunt, never on its own (its place is a secret).
      if (!standalone.holds(photo)) throw photoNotFound();
      // Withdrawn by moderation: the share page says it may have been removed.
      if (!listed.holds(photo)) throw photoNotFound();
      return presentSharedPhoto(photo);
    },

    /**
     * A message's photo for whoever may see the message (a private one only for its creator
     * and target). Its printed text is the key that discovers it, so the original goes only to
     * those who may read the secret; everyone else gets the copy with the text blurred
     * (decision 014). The reply depends on the viewer: the route keeps it out of shared caches.
     */
    async image(viewer: UserRow | null, id: number, variant: PhotoVariant): Promise<Buffer> {
      const photo = await repo.findPhoto(db, id);
      assertCan(viewer, 'see', photo);
      const found = viewer !== null && (await repo.discoveredAmong(db, viewer.id, [id])).has(id);
      // A hunt step's photo reaches here only its creator and those who found it (the
      // scanner's discovery shows it); players whose turn it is get it from the hunt.
      if (!standalone.holds(photo) && !(isOwner(viewer, photo) || found)) throw photoNotFound();
      return can(viewer, 'readSecret', { userId: photo.userId, discovered: found })
        ? files.original(photo, variant)
        : files.public(photo, variant);
    },

    /**
     * A hunt step's photo, once the hunts module has judged that the viewer may see it: the
     * original for its creator and those who found the step, the blurred copy for a player
     * whose turn it is.
     */
    stepImage: (photo: PhotoFiles, original: boolean) =>
      original ? files.original(photo, 'image') : files.public(photo, 'image'),

    /**
     * A hunt's steps, deleted inside the hunt's transaction: each one's unpaid escrow is
     * refunded like a message's. Returns the files to remove once the transaction commits.
     */
    async removeHuntSteps(tx: Db, viewer: UserRow, photoIds: number[]) {
      const files: Array<string | null> = [];
      for (const id of [...photoIds].sort((a, b) => a - b)) {
        const photo = await repo.lockPhoto(tx, id);
        assertCan(viewer, 'manage', photo);
        files.push(...(await removeLocked(tx, viewer, photo)));
      }
      return files;
    },

    /**
     * Account deletion: every message left (the hunts went first), removed inside the
     * deletion's transaction with its escrow refunded. Returns the files to remove once it
     * commits.
     */
    async removeAllOf(tx: Db, owner: UserRow) {
      const files: Array<string | null> = [];
      for (const id of await repo.photoIdsOf(tx, owner.id)) {
        const photo = await repo.lockPhoto(tx, id);
        if (photo) files.push(...(await removeLocked(tx, owner, photo)));
      }
      return files;
    },

    deleteFiles: (keys: Array<string | null>) => deleteBlobs(blobs, keys),

    /**
     * The data export (decision 021): each message the viewer discovered, as they saw it once
     * found (its secret included: finding it is what lets them read it), with when.
     */
    async discoveriesOf(viewer: UserRow) {
      const rows = await repo.discoveriesOf(db, viewer.id);
      return rows.map(({ discoveredAt, ...photo }) => ({
        discoveredAt: discoveredAt.toISOString(),
        message: presentPhoto(photo, viewer, { discovered: true }),
      }));
    },

    /** Account deletion: the messages this account found, forgotten (decision 021). */
    forgetDiscoveriesOf: (tx: Db, userId: number) => repo.deleteDiscoveriesOf(tx, userId),

    async pdf(viewer: UserRow, id: number): Promise<{ bytes: Buffer; fileName: string }> {
      const photo = await repo.findPhoto(db, id);
      assertCan(viewer, 'see', photo);
      const discovered = (await repo.discoveredAmong(db, viewer.id, [id])).has(id);
      assertCan(viewer, 'readSecret', { userId: photo.userId, discovered });
      if (!photo.pdfKey) throw photoNotFound();
      const bytes = await blobs.get(photo.pdfKey);
      if (!bytes) throw new AppError('NOT_FOUND', say('server_pdf_file_missing'));
      return { bytes, fileName: photo.pdfFileName ?? 'document.pdf' };
    },

    async edit(
      viewer: UserRow,
      id: number,
      body: EditPhotoBody & { hiddenMessage: string | null; publicDescription: string | null },
    ): Promise<Photo> {
      const photo = await repo.findPhoto(db, id);
      assertCan(viewer, 'edit', photo);
      if (photo.messageType === 'text' && !body.hiddenMessage) {
        throw new AppError('BAD_REQUEST', say('server_enter_hidden_message'));
      }
      const hiddenMessage = photo.messageType === 'text' ? body.hiddenMessage : undefined;
      const updated = await repo.updateUndiscoveredContent(db, id, viewer.id, {
        publicDescription: body.publicDescription,
        ...(hiddenMessage === undefined ? {} : { hiddenMessage }),
        // New words pass the offline screen like a new message's (decision 017).
        flag: mayBeProfane(hiddenMessage, body.publicDescription),
      });
      // Discovered between the read and the write: the conditional update refused it.
      if (!updated) throw alreadyDiscovered();
      return presentPhoto({ ...photo, ...updated }, viewer, { discovered: false });
    },

    /** Buys more discoveries for a message (what 'Top up to Reactivate' leads to). */
    async reactivate(
      viewer: UserRow,
      id: number,
      additionalScans: number,
      requestId?: string,
    ): Promise<Photo> {
      const updated = await db.transaction(async (tx) => {
        const photo = await repo.lockPhoto(tx, id);
        assertCan(viewer, 'manage', photo);
        // A step is bought with its hunt, as it is deleted with it.
        if (!standalone.holds(photo)) throw partOfHunt();
        // A retry of a purchase whose answer was lost: answered as the message stands now,
        // charged once. The photo's lock makes two at once wait for each other.
        // The same id for another purchase is refused: answering the first would tell the
        // client of a purchase it never made.
        if (requestId) {
          const purchase = { requestId, userId: viewer.id, photoId: id, additionalScans };
          const recorded = await repo.recordReactivation(tx, purchase);
          if (recorded === 'repeat') return photo;
          if (recorded === 'other') {
            throw new AppError('CONFLICT', say('server_reactivation_request_id_already'));
          }
        }
        // Nobody can discover a message moderation withdrew: discoveries for it would be sold
        // for nothing. (A repeat of a purchase made before is still answered above.)
        if (!listed.holds(photo)) {
          throw new AppError('CONFLICT', say('server_reactivate_withdrawn_message'));
        }
        await wallet.chargeForMoreScans(tx, viewer, id, additionalScans);
        const added = await repo.addScans(tx, id, additionalScans);
        // The reward was shared among the discoveries bought with it. Once its escrow cannot
        // pay one more share, the message stops offering one: it went on showing '€1.00 per
        // scan' to finders who were then paid nothing.
        const share = added.rewardPerScanCents;
        if (share > 0 && (await wallet.rewardLeftCents(tx, id)) < share) {
          return repo.endReward(tx, id);
        }
        return added;
      });
      const photo = await repo.findPhoto(db, updated.id);
      return presentPhoto(photo!, viewer, { discovered: false });
    },

    async remove(viewer: UserRow, id: number): Promise<void> {
      const files = await db.transaction(async (tx) => {
        const photo = await repo.lockPhoto(tx, id);
        assertCan(viewer, 'manage', photo);
        if (!standalone.holds(photo)) throw partOfHunt();
        return removeLocked(tx, viewer, photo);
      });
      await deleteBlobs(blobs, files);
    },

    /** The analysis job's queue: photos to read, or to blur (decision 014). */
    awaitingReading: (limit: number) => repo.photosAwaitingReading(db, limit),

    /**
     * Reads a waiting photo: its text key (if it was saved unread) and its text regions (if
     * they were never kept), then stores its public copy. A photo whose file is gone is marked
     * read with no text and no regions: it can never match, and has nothing to show.
     */
    async completeReading(photo: repo.PhotoAwaitingReading): Promise<{ letters: number | null }> {
      const image = await blobs.get(photo.imageKey);
      const analysis =
        image && (!photo.isAnalyzed || !photo.textRegions)
          ? await deps.analyzer.analyze(image, BACKFILL_REQUESTER, { thorough: true })
          : null;
      const regions = analysis?.regions ?? photo.textRegions ?? [];
      const keys = publicCopyKeys(image !== null);
      if (image) await storePublicCopy(blobs, keys, await blurTextRegions(image, regions));
      const stored = await db.transaction(async (tx) => {
        if (!photo.isAnalyzed) {
          const key = analysis?.key ?? '';
          await repo.storeAnalysis(tx, photo.id, key);
          if (photo.isGlobal) await repo.indexGlobalText(tx, photo.id, key);
        }
        return repo.storePublicCopy(tx, photo.id, { textRegions: regions, ...keys });
      });
      // Deleted meanwhile, or another reader was first: these files belong to nobody.
      if (!stored) await deleteBlobs(blobs, [keys.publicImageKey, keys.publicThumbnailKey]);
      return { letters: photo.isAnalyzed ? null : (analysis?.key.length ?? 0) };
    },
  };
}

export type PhotosService = ReturnType<typeof createPhotosService>;
