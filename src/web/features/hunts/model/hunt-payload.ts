import type { CreateHuntBody, WaypointPayload } from '@/shared/contract/endpoints/hunts';
import { HUNT_PHOTO_LONG_SIDE } from '@/shared/rules/hunts';
import type { HuntEditor, HuntStepDraft } from '@/web/features/hunts/model/hunt-editor';
import type { MessageImage } from '@/web/features/message-form/model/message-draft';
import { messageContentFields } from '@/web/features/message-form/model/message-payload';
import { scaledJpegDataUrl } from '@/web/lib/jpeg-base64';
import { m } from '@/web/i18n/i18n';

/**
 * A step's photo as the waypoint payload carries it: a data URL (SPEC 3), scaled down on the
 * device to the size the server keeps, so 50 steps fit in a draft (decision 024).
 */
export async function imageDataUrl(image: MessageImage | null): Promise<string | null> {
  if (!image) return null;
  try {
    return await scaledJpegDataUrl(
      image.kind === 'capture' ? image.dataUrl : image.file,
      HUNT_PHOTO_LONG_SIDE,
    );
  } catch {
    throw new Error(m.hunts_photo_unreadable());
  }
}

/**
 * An upload the server will still have when a publish reaches it: an upload lives a day, and a
 * step's may be near its end (an editor kept on the device since yesterday).
 */
const UPLOAD_MARGIN_MS = 10 * 60_000;
const liveUpload = (step: HuntStepDraft, now: number) =>
  step.upload && new Date(step.upload.expiresAt).getTime() - now > UPLOAD_MARGIN_MS
    ? step.upload.id
    : null;

/**
 * One step as SPEC 3's waypoint payload, plus its hints and its confirmed warnings. Publishing
 * names the step's photo by its upload (read once, when chosen: decision 025); a draft, and a
 * step without a live upload, carry the photo itself.
 */
export async function waypointOf(
  step: HuntStepDraft,
  index: number,
  purpose: 'draft' | 'publish' = 'draft',
): Promise<WaypointPayload> {
  const content = messageContentFields(step.message);
  const target = step.message.isPrivate ? step.message.target : null;
  const uploadId = purpose === 'publish' ? liveUpload(step, Date.now()) : null;
  return {
    stepNumber: index + 1,
    latitude: step.position?.latitude ?? null,
    longitude: step.position?.longitude ?? null,
    locationName: null,
    description: content.publicDescription,
    ...(uploadId ? { uploadId, photo: null } : { photo: await imageDataUrl(step.message.image) }),
    hiddenMessage: content.hiddenMessage,
    pdfData: content.pdfData,
    pdfFileName: content.pdfFileName,
    messageType: content.messageType,
    maxScans: content.maxScans,
    hasRewards: content.hasRewards,
    rewardAmount: content.rewardAmount,
    isPrivate: content.isPrivate,
    targetUsername: target ? target.nickname || target.email : null,
    hints: step.hints.map((hint) => hint.trim()).filter((hint) => hint !== ''),
    confirmedWarnings: step.confirmedWarnings ?? [],
  };
}

/** The uploads of every step but the one shown: its photo's warnings weigh them (decision 025). */
export const otherUploads = (editor: HuntEditor): number[] =>
  editor.steps.flatMap((step, index) =>
    index !== editor.current && step.upload ? [step.upload.id] : [],
  );

const instant = (local: string) => (local ? new Date(local).toISOString() : null);

/** The whole hunt, as Save Draft and (with `purpose` 'publish') Create Public Hunt send it. */
export async function huntBodyOf(
  editor: HuntEditor,
  purpose: 'draft' | 'publish' = 'draft',
): Promise<CreateHuntBody> {
  const { options } = editor;
  return {
    title: editor.title,
    description: options.description.trim() || null,
    stepOrder: options.stepOrder,
    requiredSteps: options.stepOrder === 'some' ? options.requiredSteps : null,
    hintCostPercent: options.hintCostPercent,
    startsAt: instant(options.startsAt),
    endsAt: instant(options.endsAt),
    waypoints: await Promise.all(
      editor.steps.map((step, index) => waypointOf(step, index, purpose)),
    ),
  };
}
