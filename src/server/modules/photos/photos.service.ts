import type {
  CreatePhotoResponse,
  EditPhotoBody,
  Photo,
  SharedPhoto,
  UserStats,
} from '@/shared/contract/photos';
import { NEARBY_RADIUS_KM } from '@/shared/rules/geo';
import { locationText } from '@/shared/rules/geo';
import { eurosToCents, rewardPerScanCents } from '@/shared/rules/money';
import type { Db } from '@/server/db/client';
import type { UserRow } from '@/server/db/schema/users';
import { AppError } from '@/server/errors';
import { newBlobKey, type BlobStore } from '@/server/providers/blob-store';
import type { Gazetteer } from '@/server/providers/gazetteer';
import type { UsersService } from '@/server/modules/users/users.service';
import type { Analysis, PhotoAnalyzer } from '@/server/modules/scan/photo-analyzer';
import type { ScanService } from '@/server/modules/scan/scan.service';
import type { WalletService } from '@/server/modules/wallet/wallet.service';
import { OcrBusyError } from '@/server/providers/ocr/ocr-pool';
import { canEdit, canReadSecret, canSee, isOwner } from './photos.policy';
import { presentPhoto, presentSharedPhoto } from './photos.presenter';
import * as repo from './photos.repository';
import { parsePdf, processImage } from './uploads';

type Deps = {
  db: Db;
  blobs: BlobStore;
  gazetteer: Gazetteer;
  users: UsersService;
  analyzer: PhotoAnalyzer;
  textIndex: Pick<ScanService, 'indexGlobalText'>;
  wallet: Pick<WalletService, 'chargeForMessage' | 'chargeForMoreScans' | 'refundEscrow'>;
};

/** What both create forms carry once parsed, whatever the transport. */
export type NewMessage = {
  image: Buffer;
  messageType: 'text' | 'pdf';
  hiddenMessage: string | null;
  publicDescription: string | null;
  pdfData?: string | null;
  pdfFileName: string | null;
  isPrivate: boolean;
  target: { username?: string | null; userId?: number | null };
  maxScans: number;
  hasRewards: boolean;
  rewardAmount: number;
  place: { latitude: number; longitude: number; location: string | null } | null;
};

const NEARBY_LIMIT = 100;
const GLOBAL_LIMIT = 200;
const notFound = () =>
  new AppError('NOT_FOUND', 'This hidden message does not exist or is not yours to see.');

export function createPhotosService(deps: Deps) {
  const { db, blobs, gazetteer, users, analyzer, textIndex, wallet } = deps;

  /**
   * Reads the photo's text before anything is stored: an unreadable photo is refused so the
   * creator can retake it. When OCR is saturated the message is saved unanalysed (status New)
   * and the analysis job reads it shortly after.
   */
  async function analyzeForCreate(
    image: Buffer,
    scope: 'local' | 'global',
  ): Promise<Analysis | null> {
    let analysis: Analysis;
    try {
      analysis = await analyzer.analyze(image);
    } catch (error) {
      if (error instanceof OcrBusyError) return null;
      throw error;
    }
    if (!analyzer.isReadable(analysis, scope)) {
      throw new AppError(
        'UNREADABLE_PHOTO',
        'Too little printed text could be read in this photo, so nobody could discover it. Please retake it with the text sharp, well lit and filling the frame.',
      );
    }
    return analysis;
  }

  async function deleteBlobs(keys: Array<string | null>) {
    await Promise.all(
      keys.filter((key): key is string => key !== null).map((key) => blobs.delete(key)),
    );
  }

  async function resolveTarget(creator: UserRow, input: NewMessage): Promise<number | null> {
    if (!input.isPrivate) return null;
    const { username, userId } = input.target;
    const target = userId
      ? await users.findById(userId)
      : username
        ? await users.findByNicknameOrEmail(username)
        : undefined;
    if (!username && !userId) {
      throw new AppError('BAD_REQUEST', 'Please select a target user for private messages');
    }
    if (!target) throw new AppError('BAD_REQUEST', 'The target user does not exist.');
    if (target.id === creator.id) {
      throw new AppError('BAD_REQUEST', 'A private message must be for someone else.');
    }
    return target.id;
  }

  function readContent(input: NewMessage) {
    if (input.messageType === 'text') {
      if (!input.hiddenMessage) throw new AppError('BAD_REQUEST', 'Please enter a hidden message');
      return { hiddenMessage: input.hiddenMessage, pdf: null };
    }
    if (!input.pdfData) throw new AppError('BAD_REQUEST', 'Please select a PDF file');
    return { hiddenMessage: null, pdf: parsePdf(input.pdfData) };
  }

  async function create(creator: UserRow, input: NewMessage): Promise<CreatePhotoResponse> {
    const content = readContent(input);
    const targetUserId = await resolveTarget(creator, input);
    const rewardCents = input.hasRewards ? eurosToCents(input.rewardAmount) : 0;
    const processed = await processImage(input.image);
    const analysis = await analyzeForCreate(processed.image, input.place ? 'local' : 'global');

    const keys = {
      imageKey: newBlobKey('images', 'jpg'),
      thumbnailKey: newBlobKey('thumbnails', 'jpg'),
      pdfKey: content.pdf ? newBlobKey('pdfs', 'pdf') : null,
    };
    await blobs.put(keys.imageKey, processed.image);
    await blobs.put(keys.thumbnailKey, processed.thumbnail);
    if (content.pdf && keys.pdfKey) await blobs.put(keys.pdfKey, content.pdf);

    const place = input.place;
    try {
      const row = await db.transaction(async (tx) => {
        const inserted = await repo.insertPhoto(tx, {
          userId: creator.id,
          latitude: place?.latitude ?? null,
          longitude: place?.longitude ?? null,
          location: place
            ? (place.location ?? locationText(place.latitude, place.longitude))
            : null,
          locationLabel: place ? gazetteer.placeName(place.latitude, place.longitude) : null,
          isGlobal: place === null,
          messageType: input.messageType,
          hiddenMessage: content.hiddenMessage,
          publicDescription: input.publicDescription,
          pdfFileName: content.pdf ? (input.pdfFileName ?? 'document.pdf') : null,
          ...keys,
          maxScans: input.maxScans,
          isPrivate: input.isPrivate,
          targetUserId,
          hasRewards: rewardCents > 0,
          rewardCents,
          rewardPerScanCents: rewardPerScanCents(rewardCents, input.maxScans),
          textKey: analysis?.key ?? null,
          isAnalyzed: analysis !== null,
        });
        if (analysis && inserted.isGlobal) {
          await textIndex.indexGlobalText(tx, inserted.id, analysis.key);
        }
        // Paid in the same transaction: no money moves for a message that is not saved.
        await wallet.chargeForMessage(tx, creator, inserted);
        return inserted;
      });
      const withCreator = {
        ...row,
        creatorNickname: creator.nickname,
        creatorIsAdmin: creator.isAdmin,
      };
      return {
        photo: presentPhoto(withCreator, creator, { discovered: false }),
        warning: analysis
          ? null
          : 'Your message is saved. Its photo is still being read; it can be discovered in a minute or two.',
      };
    } catch (error) {
      // Nothing half-written: files of a message that was not saved are removed.
      await deleteBlobs(Object.values(keys));
      throw error;
    }
  }

  function presentListed(viewer: UserRow, rows: Array<repo.ListedPhoto & { distanceM?: number }>) {
    return rows.map((row) =>
      presentPhoto(row, viewer, { discovered: row.discovered, distanceM: row.distanceM }),
    );
  }

  async function visiblePhoto(viewer: UserRow, id: number) {
    const photo = await repo.findPhoto(db, id);
    if (!photo || !canSee(viewer, photo)) throw notFound();
    return photo;
  }

  return {
    create,

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
      // Hunts arrive with their own issue; until then nobody has created one.
      return { ...(await repo.ownerStats(db, viewer.id)), totalTreasureHuntsCreated: 0 };
    },

    async shared(id: number): Promise<SharedPhoto> {
      const photo = await repo.findPhoto(db, id);
      if (!photo) throw notFound();
      return presentSharedPhoto(photo);
    },

    /** Photos are public like the printed text they show: the share page and crawlers need them. */
    async image(id: number, variant: 'image' | 'thumbnail'): Promise<Buffer> {
      const photo = await repo.findPhoto(db, id);
      if (!photo) throw notFound();
      const bytes = await blobs.get(variant === 'image' ? photo.imageKey : photo.thumbnailKey);
      if (!bytes) throw new AppError('NOT_FOUND', 'The photo file is missing.');
      return bytes;
    },

    async pdf(viewer: UserRow, id: number): Promise<{ bytes: Buffer; fileName: string }> {
      const photo = await visiblePhoto(viewer, id);
      const discovered = (await repo.discoveredAmong(db, viewer.id, [id])).has(id);
      if (!canReadSecret(viewer, photo, discovered) || !photo.pdfKey) throw notFound();
      const bytes = await blobs.get(photo.pdfKey);
      if (!bytes) throw new AppError('NOT_FOUND', 'The PDF file is missing.');
      return { bytes, fileName: photo.pdfFileName ?? 'document.pdf' };
    },

    async edit(
      viewer: UserRow,
      id: number,
      body: EditPhotoBody & { hiddenMessage: string | null; publicDescription: string | null },
    ): Promise<Photo> {
      const photo = await visiblePhoto(viewer, id);
      if (!isOwner(viewer, photo)) throw notFound();
      if (!canEdit(viewer, photo)) {
        throw new AppError(
          'CONFLICT',
          'This message has already been discovered and can no longer be edited.',
        );
      }
      if (photo.messageType === 'text' && !body.hiddenMessage) {
        throw new AppError('BAD_REQUEST', 'Please enter a hidden message');
      }
      const updated = await repo.updateUndiscoveredContent(db, id, viewer.id, {
        publicDescription: body.publicDescription,
        ...(photo.messageType === 'text' ? { hiddenMessage: body.hiddenMessage } : {}),
      });
      // Discovered between the read and the write: the conditional update refused it.
      if (!updated) {
        throw new AppError(
          'CONFLICT',
          'This message has already been discovered and can no longer be edited.',
        );
      }
      return presentPhoto({ ...photo, ...updated }, viewer, { discovered: false });
    },

    /** Buys more discoveries for a message (what 'Top up to Reactivate' leads to). */
    async reactivate(viewer: UserRow, id: number, additionalScans: number): Promise<Photo> {
      const updated = await db.transaction(async (tx) => {
        const photo = await repo.lockOwnedPhoto(tx, id, viewer.id);
        if (!photo) throw notFound();
        await wallet.chargeForMoreScans(tx, viewer, id, additionalScans);
        return repo.addScans(tx, id, additionalScans);
      });
      const photo = await repo.findPhoto(db, updated.id);
      return presentPhoto(photo!, viewer, { discovered: false });
    },

    async remove(viewer: UserRow, id: number): Promise<void> {
      const deleted = await db.transaction(async (tx) => {
        const photo = await repo.lockOwnedPhoto(tx, id, viewer.id);
        if (!photo) throw notFound();
        await wallet.refundEscrow(tx, photo, viewer.isAdmin);
        return repo.deleteOwnedPhoto(tx, id, viewer.id);
      });
      if (!deleted) throw notFound();
      await deleteBlobs([deleted.imageKey, deleted.thumbnailKey, deleted.pdfKey]);
    },
  };
}

export type PhotosService = ReturnType<typeof createPhotosService>;
