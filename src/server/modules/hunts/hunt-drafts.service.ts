import type { z } from 'zod';
import type { HuntDraft, HuntDraftSummary, saveDraftBodySchema } from '@/shared/contract/hunts';
import type { Db } from '@/server/db/client';
import type { DraftWaypoint, HuntDraftRow } from '@/server/db/schema/hunts';
import type { UserRow } from '@/server/db/schema/users';
import { deleteBlobs, newBlobKey, type BlobStore } from '@/server/providers/blob-store';
import { decodeBase64Image, parsePdf, processImage } from '@/server/providers/uploads';
import { aboutStep, inStepOrder, requiredStepsOf, timeWindow } from './hunt-waypoints';
import * as repo from './hunt-drafts.repository';
import { draftNotFound } from './hunts.policy';

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
  };
}

/**
 * Hunts being written. A draft's photos and PDFs are files in the blob store (a photo checked
 * and re-encoded like any upload, so no EXIF or GPS metadata is kept); the row keeps their
 * keys. Saving again replaces the files; deleting the draft removes them.
 */
export function createHuntDraftsService(deps: { db: Db; blobs: BlobStore }) {
  const { db, blobs } = deps;

  /** Stores one waypoint's files; returns it as the row keeps it. */
  async function storeWaypoint(
    waypoint: SaveInput['waypoints'][number],
    stored: string[],
  ): Promise<DraftWaypoint> {
    let photoKey: string | null = null;
    let pdfKey: string | null = null;
    if (waypoint.photo) {
      const { image } = await processImage(decodeBase64Image(waypoint.photo));
      photoKey = newBlobKey('draft-images', 'jpg');
      await blobs.put(photoKey, image);
      stored.push(photoKey);
    }
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
      // Someone else's draft id is refused before any file is written.
      if (input.id && !(await repo.findOwnDraft(db, input.id, owner.id))) throw draftNotFound();
      const stored: string[] = [];
      try {
        const kept: DraftWaypoint[] = [];
        for (const waypoint of waypoints) {
          try {
            kept.push(await storeWaypoint(waypoint, stored));
          } catch (error) {
            throw aboutStep(waypoint.stepNumber, error);
          }
        }
        const values = { title: input.title, settings, waypoints: kept };
        const { row, replaced } = await db.transaction(async (tx) => {
          if (!input.id) return { row: await repo.insertDraft(tx, owner.id, values), replaced: [] };
          const before = await repo.lockOwnDraft(tx, input.id, owner.id);
          if (!before) throw draftNotFound();
          const after = await repo.updateOwnDraft(tx, input.id, owner.id, values);
          return { row: after!, replaced: filesOf(before) };
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
