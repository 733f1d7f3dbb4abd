import type { CreatePhotoResponse } from '@/shared/contract/photos';
import type { SoftUploadWarning } from '@/shared/rules/upload-warnings';
import { UPLOAD_LIFETIME_MS } from '@/shared/rules/upload-warnings';
import { DISCOVERY_RANGE_M, distanceKm } from '@/shared/rules/geo';
import type { Upload } from '@/shared/contract/uploads';
import type { Db } from '@/server/db/client';
import type { UserRow } from '@/server/db/schema/users';
import { AppError } from '@/server/errors';
import { say } from '@/server/lib/say';
import type { Clock } from '@/server/lib/clock';
import { deleteBlobs, newBlobKey, type BlobStore } from '@/server/providers/blob-store';
import { OcrBusyError } from '@/server/providers/ocr/ocr-pool';
import { blurTextRegions } from '@/server/providers/text-blur';
import { processImage } from '@/server/providers/uploads';
import type { MessageCommand, MessageInput, PreparedMessage } from './create-message';
import { ocrRequester, type PhotoAnalyzer } from './photo-analyzer';
import { presentPhoto } from './photos.presenter';
import { findPhoto } from './photos.repository';
import { publicCopyKeys, storePublicCopy } from './public-copy';
import { closestKinship } from './text-neighbours';
import { assertPublishable, uploadWarnings, warning, type Place } from './upload-warnings';
import { presentUpload } from './uploads.presenter';
import * as repo from './uploads.repository';

type Deps = {
  db: Db;
  blobs: BlobStore;
  clock: Clock;
  analyzer: PhotoAnalyzer;
  command: Pick<MessageCommand, 'checkContent' | 'insert'>;
  /** An upload reads a photo, as an analysis does: it counts against the same fair use. */
  countAnalysis: (userId: number) => Promise<void>;
};

export type PublishInput = MessageInput & { confirmedWarnings: SoftUploadWarning[] };

/** Expired uploads removed per purge run; the next run takes the rest. */
const PURGE_BATCH = 500;

const uploadNotFound = () => new AppError('NOT_FOUND', say('server_photo_longer_here_expires'));
const alreadyPublished = () => new AppError('CONFLICT', say('server_upload_already_published'));
const stillBeingRead = () => new AppError('CONFLICT', say('server_photo_still_being_read'));

/** A hunt step prepared from its upload: the upload's reading and files, the step's own PDF. */
export type PreparedStep = PreparedMessage & { uploadId: number };

/**
 * Creating a message in two steps (issue 20, point 5). The upload stores and reads the photo
 * and charges nothing; the creator sees the text read, its regions and the warnings; publishing
 * by the upload's id applies the same rules again, then inserts and charges in one transaction
 * (create-message.ts's insert). Publishing twice answers the same message: the upload row,
 * locked at publish, remembers it.
 */
export function createUploadsService(deps: Deps) {
  const { db, blobs, clock, analyzer, command } = deps;

  const placeOf = (row: repo.PhotoUploadRow): Place =>
    row.latitude !== null && row.longitude !== null
      ? { latitude: row.latitude, longitude: row.longitude }
      : null;

  /** The caller's own upload, still within its day; 404 for anything else, alike. */
  async function ownLive(viewer: UserRow, id: number) {
    const row = await repo.findUpload(db, id);
    if (!row || row.userId !== viewer.id) throw uploadNotFound();
    if (row.expiresAt.getTime() <= clock.now().getTime()) throw uploadNotFound();
    return row;
  }

  /**
   * Reads an unread upload's text and makes its blurred copy. OCR busy leaves it unread: the
   * next look-up tries again. Two readers at once store the first reading only.
   */
  async function read(row: repo.PhotoUploadRow): Promise<repo.PhotoUploadRow> {
    if (row.readAt) return row;
    const image = await blobs.get(row.imageKey);
    if (!image) throw uploadNotFound();
    let analysis;
    try {
      analysis = await analyzer.analyze(image, ocrRequester({ id: row.userId }));
    } catch (error) {
      if (error instanceof OcrBusyError) return row;
      throw error;
    }
    const keys = publicCopyKeys(true);
    await storePublicCopy(blobs, keys, await blurTextRegions(image, analysis.regions));
    const stored = await repo.storeReading(db, row.id, {
      text: analysis.text,
      textKey: analysis.key,
      textRegions: analysis.regions,
      ...keys,
      readAt: clock.now(),
    });
    if (stored) return stored;
    await deleteBlobs(blobs, [keys.publicImageKey, keys.publicThumbnailKey]);
    return (await repo.findUpload(db, row.id)) ?? row;
  }

  async function present(
    viewer: UserRow,
    row: repo.PhotoUploadRow,
    siblings: number[] = [],
  ): Promise<Upload> {
    if (!row.readAt || row.textKey === null || row.publishedAt) return presentUpload(row, []);
    const reading = { text: row.text ?? '', key: row.textKey };
    const warnings = await uploadWarnings(db, viewer.id, reading, placeOf(row));
    const kin = warnings.some((each) => each.blocking)
      ? null
      : await siblingKinship(viewer, row, reading.key, siblings);
    if (kin && !warnings.some((each) => each.code === kin)) warnings.push(warning(kin));
    return presentUpload(row, warnings);
  }

  /**
   * How the upload's text relates to the caller's other uploads named (a hunt's other steps,
   * which publishing compares with each other: hunts/step-warnings.ts) within 100 m, by the
   * same thresholds. Someone else's ids are not theirs to compare: they are left out.
   */
  async function siblingKinship(
    viewer: UserRow,
    row: repo.PhotoUploadRow,
    key: string,
    siblings: number[],
  ) {
    const here = placeOf(row);
    const ids = siblings.filter((id) => id !== row.id);
    if (!here || ids.length === 0) return null;
    const others = await repo.ownReadUploads(db, viewer.id, ids, clock.now());
    const near = others.flatMap((other) =>
      other.textKey !== null &&
      other.latitude !== null &&
      other.longitude !== null &&
      distanceKm(here, { latitude: other.latitude, longitude: other.longitude }) * 1000 <=
        DISCOVERY_RANGE_M
        ? [other.textKey]
        : [],
    );
    return closestKinship(key, near);
  }

  /** The message an upload became, as its creator sees it; 404 once that message was deleted. */
  async function published(
    viewer: UserRow,
    row: repo.PhotoUploadRow,
  ): Promise<CreatePhotoResponse> {
    const photo = row.photoId === null ? undefined : await findPhoto(db, row.photoId);
    if (!photo || photo.userId !== viewer.id) throw uploadNotFound();
    return { photo: presentPhoto(photo, viewer, { discovered: false }), warning: null };
  }

  /** An unpublished upload's files: once it is published they are its message's. */
  const filesOf = (row: repo.PhotoUploadRow) =>
    row.publishedAt
      ? []
      : [row.imageKey, row.thumbnailKey, row.publicImageKey, row.publicThumbnailKey];

  return {
    async upload(viewer: UserRow, image: Buffer, place: Place): Promise<Upload> {
      await deps.countAnalysis(viewer.id);
      const processed = await processImage(image);
      const keys = {
        imageKey: newBlobKey('images', 'jpg'),
        thumbnailKey: newBlobKey('thumbnails', 'jpg'),
      };
      let row: repo.PhotoUploadRow;
      try {
        await blobs.put(keys.imageKey, processed.image);
        await blobs.put(keys.thumbnailKey, processed.thumbnail);
        row = await repo.insertUpload(db, {
          userId: viewer.id,
          ...keys,
          width: processed.width,
          height: processed.height,
          latitude: place?.latitude ?? null,
          longitude: place?.longitude ?? null,
          expiresAt: new Date(clock.now().getTime() + UPLOAD_LIFETIME_MS),
        });
      } catch (error) {
        await deleteBlobs(blobs, Object.values(keys));
        throw error;
      }
      return present(viewer, await read(row));
    },

    async get(viewer: UserRow, id: number, siblings: number[] = []): Promise<Upload> {
      return present(viewer, await read(await ownLive(viewer, id)), siblings);
    },

    async image(viewer: UserRow, id: number): Promise<Buffer> {
      const row = await ownLive(viewer, id);
      const bytes = await blobs.get(row.imageKey);
      if (!bytes) throw uploadNotFound();
      return bytes;
    },

    async publish(viewer: UserRow, id: number, input: PublishInput): Promise<CreatePhotoResponse> {
      let row = await ownLive(viewer, id);
      if (row.publishedAt) return published(viewer, row);
      row = await read(row);
      if (!row.readAt || row.textKey === null || !row.textRegions) throw stillBeingRead();
      const reading = { text: row.text ?? '', key: row.textKey };
      await assertPublishable(db, viewer.id, reading, input.place, input.confirmedWarnings);
      const { content, targetUserId } = await command.checkContent(viewer, input);
      const pdfKey = content.pdf ? newBlobKey('pdfs', 'pdf') : null;
      if (content.pdf && pdfKey) await blobs.put(pdfKey, content.pdf);
      const regions = row.textRegions;
      let outcome;
      try {
        outcome = await db.transaction(async (tx) => {
          const locked = await repo.lockUpload(tx, id);
          // Purged meanwhile: its files are gone, so there is nothing to publish.
          if (!locked || locked.userId !== viewer.id) throw uploadNotFound();
          if (locked.publishedAt) return { already: locked, photoId: null };
          const prepared: PreparedMessage = {
            input,
            content,
            targetUserId,
            analysis: { ...reading, regions },
            keys: {
              imageKey: locked.imageKey,
              thumbnailKey: locked.thumbnailKey,
              pdfKey,
              publicImageKey: locked.publicImageKey,
              publicThumbnailKey: locked.publicThumbnailKey,
            },
          };
          const photo = await command.insert(tx, viewer, prepared);
          await repo.markPublished(tx, id, photo.id, clock.now());
          return { already: null, photoId: photo.id };
        });
      } catch (error) {
        await deleteBlobs(blobs, [pdfKey]);
        throw error;
      }
      if (outcome.already) {
        // Another request published it first: this one answers the same and keeps nothing.
        await deleteBlobs(blobs, [pdfKey]);
        return published(viewer, outcome.already);
      }
      return published(viewer, { ...row, photoId: outcome.photoId });
    },

    /**
     * A hunt's step published from an upload (decision 025), in three parts like a message's
     * create: `stepUpload` checks every step's id before anything is read or charged (404 for
     * someone else's, a made-up or an expired one, alike; 409 once it is published: an upload
     * becomes one message, once); `prepareStep` takes its reading (read now if OCR was busy,
     * else 409) and stores the step's PDF; `insertStep` runs in the hunt's transaction.
     */
    async stepUpload(viewer: UserRow, id: number): Promise<void> {
      const row = await ownLive(viewer, id);
      if (row.publishedAt) throw alreadyPublished();
    },

    async prepareStep(viewer: UserRow, id: number, input: MessageInput): Promise<PreparedStep> {
      let row = await ownLive(viewer, id);
      if (row.publishedAt) throw alreadyPublished();
      row = await read(row);
      if (!row.readAt || row.textKey === null || !row.textRegions) throw stillBeingRead();
      const { content, targetUserId } = await command.checkContent(viewer, input);
      const pdfKey = content.pdf ? newBlobKey('pdfs', 'pdf') : null;
      if (content.pdf && pdfKey) await blobs.put(pdfKey, content.pdf);
      return {
        uploadId: row.id,
        input,
        content,
        targetUserId,
        analysis: { text: row.text ?? '', key: row.textKey, regions: row.textRegions },
        keys: {
          imageKey: row.imageKey,
          thumbnailKey: row.thumbnailKey,
          pdfKey,
          publicImageKey: row.publicImageKey,
          publicThumbnailKey: row.publicThumbnailKey,
        },
      };
    },

    /**
     * The step's message, inside the hunt's transaction, with its upload locked: one published
     * meanwhile (another hunt, a message) or purged refuses, and the transaction rolls back.
     */
    async insertStep(
      tx: Db,
      viewer: UserRow,
      prepared: PreparedStep,
      hunt: { huntId: number; huntStep: number },
    ) {
      const locked = await repo.lockUpload(tx, prepared.uploadId);
      if (!locked || locked.userId !== viewer.id) throw uploadNotFound();
      if (locked.publishedAt) throw alreadyPublished();
      const photo = await command.insert(tx, viewer, prepared, hunt);
      await repo.markPublished(tx, prepared.uploadId, photo.id, clock.now());
      return photo;
    },

    /** A step not published: only its PDF was stored for it; the photo stays the upload's. */
    async discardStep(prepared: PreparedStep): Promise<void> {
      await deleteBlobs(blobs, [prepared.keys.pdfKey]);
    },

    /**
     * The person's unpublished uploads for their data export: what was read and where, with
     * each photo. Published ones are exported as the messages they became.
     */
    async *forExport(
      userId: number,
    ): AsyncGenerator<{ upload: Record<string, unknown>; image: Buffer | null }> {
      for (const row of await repo.unpublishedOf(db, userId)) {
        yield {
          upload: {
            id: row.id,
            createdAt: row.createdAt,
            expiresAt: row.expiresAt,
            latitude: row.latitude,
            longitude: row.longitude,
            text: row.text,
          },
          image: await blobs.get(row.imageKey),
        };
      }
    },

    /**
     * Removes every upload of a person leaving (account deletion), inside the caller's
     * transaction. Returns the files of those never published, which go once it commits.
     */
    async removeAllOf(tx: Db, userId: number): Promise<Array<string | null>> {
      return (await repo.deleteAllOf(tx, userId)).flatMap(filesOf);
    },

    /**
     * Expired uploads and, for those never published, their files (a published upload's files
     * are its message's). The row goes first: once it is gone nobody can publish it.
     */
    async purgeExpired(): Promise<{ uploads: number }> {
      const now = clock.now();
      let removed = 0;
      for (const row of await repo.expiredUploads(db, now, PURGE_BATCH)) {
        const deleted = await repo.deleteExpiredUpload(db, row.id, now);
        if (!deleted) continue;
        removed += 1;
        await deleteBlobs(blobs, filesOf(deleted));
      }
      return { uploads: removed };
    },
  };
}

export type UploadsService = ReturnType<typeof createUploadsService>;
