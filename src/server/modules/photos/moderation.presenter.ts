import type { ModerationItem, ModerationSecret } from '@/shared/contract/office';
import type { reportsBy } from './moderation.repository';
import type { PhotoWithCreator } from './photo-columns';
import { photoImageUrl } from './photos.presenter';

export type ReportRow = {
  reason: ModerationItem['reports'][number]['reason'];
  comment: string | null;
  reporter: string | null;
  createdAt: Date;
};

/** A message in the queue: what it shows publicly, its reports and creator, never its secret. */
export function presentModerationItem(
  photo: PhotoWithCreator,
  reports: ReportRow[],
): ModerationItem {
  return {
    photoId: photo.id,
    state: photo.moderation,
    thumbnailUrl: photoImageUrl(photo.id, 'thumbnail'),
    messageType: photo.messageType,
    publicDescription: photo.publicDescription,
    locationLabel: photo.locationLabel,
    isGlobal: photo.isGlobal,
    createdAt: photo.createdAt.toISOString(),
    creator: photo.creatorNickname ? { id: photo.userId, nickname: photo.creatorNickname } : null,
    screenFlagged: photo.screenFlagged,
    reports: reports.map((report) => ({
      reason: report.reason,
      comment: report.comment,
      reporter: report.reporter,
      createdAt: report.createdAt.toISOString(),
    })),
  };
}

/** The secret, for the admin reviewing a queued message (the reading is logged by the caller). */
export function presentModerationSecret(photo: PhotoWithCreator): ModerationSecret {
  return {
    photoId: photo.id,
    messageType: photo.messageType,
    hiddenMessage: photo.hiddenMessage,
    pdfFileName: photo.pdfFileName,
  };
}

/**
 * A report as its reporter filed it (their data export): the message it was about (its public
 * words only), why, when, and whether the office has looked at it yet. Not what the office
 * decided: that is the message's business, not the reporter's.
 */
export function presentFiledReport(report: Awaited<ReturnType<typeof reportsBy>>[number]) {
  return {
    messageId: report.photoId,
    messageDescription: report.publicDescription,
    reason: report.reason,
    comment: report.comment,
    reportedAt: report.createdAt.toISOString(),
    state: report.reviewedAt ? ('reviewed' as const) : ('waiting for review' as const),
    reviewedAt: report.reviewedAt?.toISOString() ?? null,
  };
}
