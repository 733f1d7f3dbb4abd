import type { CreatePhotoResponse } from '@/shared/contract/photos';
import type { SoftUploadWarning } from '@/shared/rules/upload-warnings';
import { locationText } from '@/shared/rules/geo';
import {
  centsToEuros,
  eurosToCents,
  formatEuros,
  minimumRewardCents,
  rewardPerScanCents,
} from '@/shared/rules/money';
import type { Db } from '@/server/db/client';
import type { UserRow } from '@/server/db/schema/users';
import { AppError } from '@/server/errors';
import { say } from '@/server/lib/say';
import type { UsersService } from '@/server/modules/users/users.service';
import type { WalletService } from '@/server/modules/wallet/wallet.service';
import { deleteBlobs, newBlobKey, type BlobStore } from '@/server/providers/blob-store';
import type { Gazetteer } from '@/server/providers/gazetteer';
import { mayBeProfane } from '@/server/lib/text/word-screen';
import { OcrBusyError } from '@/server/providers/ocr/ocr-pool';
import { blurTextRegions } from '@/server/providers/text-blur';
import { parsePdf, processImage } from '@/server/providers/uploads';
import { ocrRequester, type Analysis, type PhotoAnalyzer } from './photo-analyzer';
import { presentPhoto } from './photos.presenter';
import { publicCopyKeys, storePublicCopy, type PublicCopyKeys } from './public-copy';
import * as repo from './photos.repository';
import { assertPublishable } from './upload-warnings';

export type CreateMessageDeps = {
  db: Db;
  blobs: BlobStore;
  gazetteer: Gazetteer;
  users: Pick<UsersService, 'findById' | 'findByNicknameOrEmail'>;
  analyzer: PhotoAnalyzer;
  wallet: Pick<WalletService, 'chargeForMessage'>;
  /**
   * Counts a creation against its creator's analyses (issue 10's fair use: creating reads a
   * photo, as an analysis does); refuses past the limit. Given by the app, which owns the
   * counter (scan's fair use sits above photos).
   */
  countAnalysis: (userId: number) => Promise<void>;
  /**
   * Asks a worker to read the photos saved unread, shortly (the app sends the analysis job;
   * decision 030). Called before the row commits, so the run it asks for waits a moment.
   */
  readLater?: () => void;
};

/** What a message says and who may find it: everything but its photo. */
export type MessageInput = {
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

/**
 * What both create forms carry once parsed, whatever the transport, with the soft warnings the
 * creator confirmed (a one-step create faces them as a publish does: `create`).
 */
export type NewMessage = MessageInput & {
  image: Buffer;
  confirmedWarnings?: readonly SoftUploadWarning[];
};

/**
 * Creating a message: the upload is checked and re-encoded, its text read, the files stored,
 * then the row, its text index and its price are one transaction. A treasure hunt uses the
 * same parts for each of its steps, in one transaction for all of them.
 */
export function createMessageCommand(deps: CreateMessageDeps) {
  const { db, blobs, gazetteer, users, analyzer, wallet, countAnalysis } = deps;

  /**
   * Reads the photo's text before anything is stored: an unreadable photo is refused so the
   * creator can retake it. When OCR is saturated the message is saved unanalysed (status New)
   * and the analysis job reads it shortly after.
   */
  async function analyzeForCreate(
    creator: UserRow,
    image: Buffer,
    scope: 'local' | 'global',
  ): Promise<Analysis | null> {
    let analysis: Analysis;
    try {
      // The creator's photo is every scan's reference: read it thoroughly (decision 002).
      analysis = await analyzer.analyze(image, ocrRequester(creator), { thorough: true });
    } catch (error) {
      if (error instanceof OcrBusyError) {
        deps.readLater?.();
        return null;
      }
      throw error;
    }
    if (!analyzer.isReadable(analysis, scope)) {
      throw new AppError('UNREADABLE_PHOTO', say('server_too_little_printed_text'));
    }
    return analysis;
  }

  async function resolveTarget(creator: UserRow, input: MessageInput): Promise<number | null> {
    if (!input.isPrivate) return null;
    const { username, userId } = input.target;
    const target = userId
      ? await users.findById(userId)
      : username
        ? await users.findByNicknameOrEmail(username)
        : undefined;
    if (!username && !userId) {
      throw new AppError('BAD_REQUEST', say('server_select_target_user_private'));
    }
    if (!target) throw new AppError('BAD_REQUEST', say('server_target_user_does_exist'));
    if (target.id === creator.id) {
      throw new AppError('BAD_REQUEST', say('server_private_message_must_someone'));
    }
    return target.id;
  }

  function readContent(input: MessageInput) {
    if (input.messageType === 'text') {
      if (!input.hiddenMessage)
        throw new AppError('BAD_REQUEST', say('server_enter_hidden_message'));
      return { hiddenMessage: input.hiddenMessage, pdf: null };
    }
    if (!input.pdfData) throw new AppError('BAD_REQUEST', say('server_select_pdf_file'));
    return { hiddenMessage: null, pdf: parsePdf(input.pdfData) };
  }

  /** A reward too small to give each discovery a cent would be charged and never paid. */
  function assertRewardPayable(input: MessageInput) {
    const leastCents = minimumRewardCents(input.maxScans);
    const rewardCents = input.hasRewards ? eurosToCents(input.rewardAmount) : 0;
    if (rewardCents > 0 && rewardCents < leastCents) {
      throw new AppError(
        'BAD_REQUEST',
        say('server_reward_share_too_small', { amount: formatEuros(centsToEuros(leastCents)) }),
      );
    }
  }

  function placeColumns(place: MessageInput['place']) {
    return {
      latitude: place?.latitude ?? null,
      longitude: place?.longitude ?? null,
      location: place ? (place.location ?? locationText(place.latitude, place.longitude)) : null,
      locationLabel: place ? gazetteer.placeName(place.latitude, place.longitude) : null,
      isGlobal: place === null,
    };
  }

  /**
   * Everything before the database: content and target checked, the photo re-encoded and
   * read, the files stored. A hunt prepares each step like this, then inserts them all in one
   * transaction (`insert`), and discards the files if anything fails.
   */
  /** The message's content and recipient, checked before any file is read or stored. */
  async function checkContent(creator: UserRow, input: MessageInput) {
    assertRewardPayable(input);
    return { content: readContent(input), targetUserId: await resolveTarget(creator, input) };
  }

  async function prepare(
    creator: UserRow,
    input: NewMessage,
    vet?: (analysis: Analysis) => Promise<void>,
  ): Promise<PreparedMessage> {
    const { content, targetUserId } = await checkContent(creator, input);
    const processed = await processImage(input.image);
    const analysis = await analyzeForCreate(
      creator,
      processed.image,
      input.place ? 'local' : 'global',
    );
    // Before a file is stored: a refusal here leaves nothing behind.
    if (analysis && vet) await vet(analysis);
    // What strangers will see: its text blurred where OCR found it (decision 014). A message
    // saved unread gets its copy from the analysis job.
    const publicCopy = analysis ? await blurTextRegions(processed.image, analysis.regions) : null;
    const keys = {
      imageKey: newBlobKey('images', 'jpg'),
      thumbnailKey: newBlobKey('thumbnails', 'jpg'),
      pdfKey: content.pdf ? newBlobKey('pdfs', 'pdf') : null,
      ...publicCopyKeys(publicCopy !== null),
    };
    const prepared = { input, content, targetUserId, analysis, keys };
    try {
      await blobs.put(keys.imageKey, processed.image);
      await blobs.put(keys.thumbnailKey, processed.thumbnail);
      if (publicCopy) await storePublicCopy(blobs, keys, publicCopy);
      if (content.pdf && keys.pdfKey) await blobs.put(keys.pdfKey, content.pdf);
    } catch (error) {
      await discard(prepared);
      throw error;
    }
    return prepared;
  }

  /** Files of a message that was not saved are removed: nothing half-written. */
  async function discard(prepared: PreparedMessage) {
    await deleteBlobs(blobs, Object.values(prepared.keys));
  }

  /** The row, its text index and its price, inside the caller's transaction. */
  async function insert(
    tx: Db,
    creator: UserRow,
    prepared: PreparedMessage,
    hunt: { huntId: number; huntStep: number } | null = null,
  ) {
    const { input, content, analysis } = prepared;
    const rewardCents = input.hasRewards ? eurosToCents(input.rewardAmount) : 0;
    // A hit queues the message for review; it is never a refusal (decision 017).
    const screenFlagged = mayBeProfane(content.hiddenMessage, input.publicDescription);
    const inserted = await repo.insertPhoto(tx, {
      userId: creator.id,
      ...placeColumns(input.place),
      messageType: input.messageType,
      hiddenMessage: content.hiddenMessage,
      publicDescription: input.publicDescription,
      pdfFileName: content.pdf ? (input.pdfFileName ?? 'document.pdf') : null,
      ...prepared.keys,
      maxScans: input.maxScans,
      isPrivate: input.isPrivate,
      targetUserId: prepared.targetUserId,
      hasRewards: rewardCents > 0,
      rewardCents,
      rewardPerScanCents: rewardPerScanCents(rewardCents, input.maxScans),
      textKey: analysis?.key ?? null,
      textRegions: analysis?.regions ?? null,
      isAnalyzed: analysis !== null,
      huntId: hunt?.huntId ?? null,
      huntStep: hunt?.huntStep ?? null,
      screenFlagged,
      moderation: screenFlagged ? 'flagged' : 'clear',
    });
    if (analysis && inserted.isGlobal) {
      await repo.indexGlobalText(tx, inserted.id, analysis.key);
    }
    // Paid in the same transaction: no money moves for a message that is not saved.
    await wallet.chargeForMessage(tx, creator, inserted);
    return inserted;
  }

  async function create(creator: UserRow, input: NewMessage): Promise<CreatePhotoResponse> {
    await countAnalysis(creator.id);
    // The warnings a publish applies (decision 025). A photo saved unread (OCR busy) has none
    // yet: the analysis job reads it, as it did before creating took two steps.
    const prepared = await prepare(creator, input, (analysis) =>
      assertPublishable(db, creator.id, analysis, input.place, input.confirmedWarnings ?? []),
    );
    try {
      const row = await db.transaction((tx) => insert(tx, creator, prepared));
      const withCreator = {
        ...row,
        creatorNickname: creator.nickname,
        creatorIsAdmin: creator.isAdmin,
      };
      return {
        photo: presentPhoto(withCreator, creator, { discovered: false }),
        warning: prepared.analysis
          ? null
          : 'Your message is saved. Its photo is still being read; it can be discovered in a minute or two.',
      };
    } catch (error) {
      await discard(prepared);
      throw error;
    }
  }

  return { create, prepare, checkContent, insert, discard, countAnalysis };
}

export type PreparedMessage = {
  input: MessageInput;
  content: { hiddenMessage: string | null; pdf: Buffer | null };
  targetUserId: number | null;
  analysis: Analysis | null;
  keys: { imageKey: string; thumbnailKey: string; pdfKey: string | null } & PublicCopyKeys;
};

export type MessageCommand = ReturnType<typeof createMessageCommand>;
