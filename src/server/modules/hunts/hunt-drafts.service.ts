import { createHash } from 'node:crypto';
import type { z } from 'zod';
import type { HuntDraft, HuntDraftSummary, saveDraftBodySchema } from '@/shared/contract/hunts';
import type { Db } from '@/server/db/client';
import type { DraftWaypoint, HuntDraftRow } from '@/server/db/schema/hunts';
import type { UserRow } from '@/server/db/schema/users';
import { deleteBlobs, newBlobKey, type BlobStore } from '@/server/providers/blob-store';
import { decodeBase64Image, parsePdf, processImage } from '@/server/providers/uploads';
import { assertDraftBounds, assertRoomForDraft } from './draft-bounds';
import { aboutStep, inStepOrder, requiredStepsOf, timeWindow } from './hunt-waypoints';
import * as repo from './hunt-drafts.repository';
import { draftNotFound, staleDraft } from './hunts.policy';

type SaveInput = z.output<typeof saveDraftBodySchema>;

const DRAFTS_LIMIT = 100;

const filesOf = (row: Pick<HuntDraftRow, 'waypoints'>) =>
  row.waypoints.flatMap((waypoint) => [waypoint.photoKey, waypoint.pdfKey]);

function summaryOf(row: HuntDraftRow): HuntDraftSummary {
  return {
    id: row.id,
    title: row.title,
    totalSteps: row.waypoints.length,
    updatedAt: row.updatedAt.toISOString(),
    version: row.version,
  };
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/**
 * Hunts being written. A draft's photos and PDFs are files in the blob store (a photo checked,
 * scaled down and re-encoded like any upload, so no EXIF or GPS metadata is kept); the row
 * keeps their keys. Saving again replaces the files, except a photo the draft already holds,
 * which is kept as it was scaled the first time; deleting the draft removes them. Every save
 * names the version it continues and raises it: a stale one is refused (decision 024).
 */
export function createHuntDraftsService(deps: {
  db: Db;
  blobs: BlobStore;
  /** Fair use: one count per save (decision 024). */
  countSave: (userId: number) => Promise<void>;
}) {
  const { db, blobs } = deps;

  /** The draft's photos already stored, by the hash of their bytes. */
  function keptPhotos(row: HuntDraftRow | undefined): Map<string, string> {
    const kept = new Map<string, string>();
    for (const waypoint of row?.waypoints ?? []) {
      if (waypoint.photoKey && waypoint.photoHash) kept.set(waypoint.photoHash, waypoint.photoKey);
    }
    return kept;
  }

  /** A step's photo: the one already stored when it is the same, else scaled down and stored. */
  async function storePhoto(photo: string, kept: Map<string, string>, stored: string[]) {
    const bytes = decodeBase64Image(photo);
    const same = kept.get(sha256(bytes));
    if (same) return { photoKey: same, photoHash: sha256(bytes) };
    const { image } = await processImage(bytes);
    const photoKey = newBlobKey('draft-images', 'jpg');
    await blobs.put(photoKey, image);
    stored.push(photoKey);
    return { photoKey, photoHash: sha256(image) };
  }

  /** Stores one waypoint's files; returns it as the row keeps it. */
  async function storeWaypoint(
    waypoint: SaveInput['waypoints'][number],
    kept: Map<string, string>,
    stored: string[],
  ): Promise<DraftWaypoint> {
    let photoKey: string | null = null;
    let photoHash: string | null = null;
    let pdfKey: string | null = null;
    if (waypoint.photo) ({ photoKey, photoHash } = await storePhoto(waypoint.photo, kept, stored));
    if (waypoint.pdfData) {
      const pdf = parsePdf(waypoint.pdfData);
      pdfKey = newBlobKey('draft-pdfs', 'pdf');
      await blobs.put(pdfKey, pdf);
      stored.push(pdfKey);
    }
    return {
      stepNumber: waypoint.stepNumber,
      latitude: waypoint.latitude ?? null,
      longitude: waypoint.longitude ?? null,
      locationName: waypoint.locationName,
      description: waypoint.description,
      photoKey,
      photoHash,
      hiddenMessage: waypoint.hiddenMessage,
      pdfKey,
      pdfFileName: waypoint.pdfFileName,
      messageType: waypoint.messageType,
      maxScans: waypoint.maxScans,
      hasRewards: waypoint.hasRewards,
      rewardAmount: waypoint.rewardAmount,
      isPrivate: waypoint.isPrivate,
      targetUsername: waypoint.targetUsername ?? null,
      hints: waypoint.hints,
    };
  }

  async function dataUrl(key: string | null, type: string): Promise<string | null> {
    if (!key) return null;
    const bytes = await blobs.get(key);
    return bytes ? `data:${type};base64,${bytes.toString('base64')}` : null;
  }

  return {
    async save(owner: UserRow, input: SaveInput): Promise<HuntDraftSummary> {
      const waypoints = inStepOrder(input.waypoints);
      timeWindow(input);
      assertDraftBounds(waypoints);
      const settings = {
        description: input.description,
        stepOrder: input.stepOrder,
        requiredSteps:
          input.stepOrder === 'some' && waypoints.length > 0
            ? requiredStepsOf(input, waypoints.length)
            : (input.requiredSteps ?? null),
        hintCostPercent: input.hintCostPercent,
        startsAt: input.startsAt ?? null,
        endsAt: input.endsAt ?? null,
      };
      // Someone else's draft id, a stale version or one draft too many are refused before any
      // file is written; the transaction below judges them again under its lock.
      const current = input.id ? await repo.findOwnDraft(db, input.id, owner.id) : undefined;
      if (input.id && !current) throw draftNotFound();
      if (current && current.version !== input.version) {
        throw staleDraft(current.version, input.version ?? 0);
      }
      if (!input.id) assertRoomForDraft(await repo.countDraftsOf(db, owner.id));
      await deps.countSave(owner.id);
      const kept = keptPhotos(current);
      const stored: string[] = [];
      try {
        const rows: DraftWaypoint[] = [];
        for (const waypoint of waypoints) {
          try {
            rows.push(await storeWaypoint(waypoint, kept, stored));
          } catch (error) {
            throw aboutStep(waypoint.stepNumber, error);
          }
        }
        const values = { title: input.title, settings, waypoints: rows };
        const { row, replaced } = await db.transaction(async (tx) => {
          if (!input.id) {
            await repo.lockDraftsOf(tx, owner.id);
            assertRoomForDraft(await repo.countDraftsOf(tx, owner.id));
            return { row: await repo.insertDraft(tx, owner.id, values), replaced: [] };
          }
          const before = await repo.lockOwnDraft(tx, input.id, owner.id);
          if (!before) throw draftNotFound();
          if (before.version !== input.version) throw staleDraft(before.version, input.version!);
          const after = await repo.updateOwnDraft(tx, input.id, owner.id, values);
          const still = new Set(filesOf(after!));
          return { row: after!, replaced: filesOf(before).filter((key) => !still.has(key)) };
        });
        await deleteBlobs(blobs, replaced);
        return summaryOf(row);
      } catch (error) {
        await deleteBlobs(blobs, stored);
        throw error;
      }
    },

    async list(owner: UserRow): Promise<HuntDraftSummary[]> {
      return (await repo.draftsOf(db, owner.id, DRAFTS_LIMIT)).map(summaryOf);
    },

    async load(owner: UserRow, id: number): Promise<HuntDraft> {
      const row = await repo.findOwnDraft(db, id, owner.id);
      if (!row) throw draftNotFound();
      return {
        ...summaryOf(row),
        ...row.settings,
        waypointsData: await Promise.all(
          row.waypoints.map(async ({ photoKey, pdfKey, ...waypoint }) => ({
            ...waypoint,
            photo: await dataUrl(photoKey, 'image/jpeg'),
            pdfData: await dataUrl(pdfKey, 'application/pdf'),
          })),
        ),
      };
    },

    async remove(owner: UserRow, id: number): Promise<void> {
      const deleted = await repo.deleteOwnDraft(db, id, owner.id);
      if (!deleted) throw draftNotFound();
      await deleteBlobs(blobs, filesOf(deleted));
    },

    /** Account deletion, in its transaction: returns the files to remove once it commits. */
    async removeAllOf(tx: Db, ownerId: number): Promise<Array<string | null>> {
      return (await repo.deleteDraftsOf(tx, ownerId)).flatMap(filesOf);
    },
  };
}

export type HuntDraftsService = ReturnType<typeof createHuntDraftsService>;
