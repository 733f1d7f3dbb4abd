import type { DiscoveredMessage, Photo, SharedPhoto } from '@/shared/contract/photos';
import { centsToEuros } from '@/shared/rules/money';
import { scansLeft } from '@/shared/rules/messages';
import type { UserRow } from '@/server/db/schema/users';
import { can, isOwner } from './photos.policy';
import type { PhotoWithCreator, PresentablePhoto } from './photo-columns';

/** `paidCents`: what the scan presenting it paid the viewer (scan replies only). */
type Context = { discovered: boolean; distanceM?: number; paidCents?: number };

/**
 * `original`: the viewer gets the original photo, so its URL differs from the blurred copy's
 * (decision 014: a browser would otherwise show the copy it kept after a discovery).
 */
export function photoImageUrl(
  photoId: number,
  variant: 'image' | 'thumbnail' = 'image',
  original = false,
): string {
  return `/api/photos/${photoId}/${variant}${original ? '?view=original' : ''}`;
}

function rewardType(photo: Pick<PresentablePhoto, 'creatorIsAdmin'>) {
  return photo.creatorIsAdmin === true ? ('underprint' as const) : ('withdrawable' as const);
}

function rewardFields(photo: PresentablePhoto) {
  const perScan = centsToEuros(photo.rewardPerScanCents);
  // The admin's rewards are in-app credits, not money that can be withdrawn.
  const inApp = photo.creatorIsAdmin === true;
  return {
    hasRewards: photo.hasRewards,
    rewardAmount: centsToEuros(photo.rewardCents),
    rewardPerScan: perScan,
    withdrawableRewardPerScan: inApp ? 0 : perScan,
    underprintRewardPerScan: inApp ? perScan : 0,
    rewardType: rewardType(photo),
  };
}

/**
 * The one place a message becomes a reply. The secret fields are added only for viewers the
 * policy allows; for everyone else the keys do not exist in the JSON at all.
 */
export function presentPhoto(photo: PresentablePhoto, viewer: UserRow, context: Context): Photo {
  const readsSecret = can(viewer, 'readSecret', {
    userId: photo.userId,
    discovered: context.discovered,
  });
  const presented: Photo = {
    id: photo.id,
    latitude: photo.latitude,
    longitude: photo.longitude,
    location: photo.location,
    locationLabel: photo.locationLabel,
    isGlobal: photo.isGlobal,
    createdAt: photo.createdAt.toISOString(),
    user: photo.creatorNickname ? { id: photo.userId, nickname: photo.creatorNickname } : null,
    imageUrl: photoImageUrl(photo.id, 'image', readsSecret),
    thumbnailUrl: photoImageUrl(photo.id, 'thumbnail', readsSecret),
    messageType: photo.messageType,
    publicDescription: photo.publicDescription,
    maxScans: photo.maxScans,
    currentScans: photo.currentScans,
    scansLeft: scansLeft(photo),
    isUnlocked: photo.currentScans > 0,
    isAnalyzed: photo.isAnalyzed,
    needsReactivation: photo.currentScans >= photo.maxScans,
    isPrivate: photo.isPrivate,
    targetUserId: photo.targetUserId,
    ...rewardFields(photo),
    isOwner: isOwner(viewer, photo),
    discoveredByMe: context.discovered && !isOwner(viewer, photo),
  };
  if (context.distanceM !== undefined) presented.distanceKm = context.distanceM / 1000;
  if (context.paidCents !== undefined) presented.rewardEarned = centsToEuros(context.paidCents);
  if (readsSecret) {
    presented.hiddenMessage = photo.hiddenMessage;
    presented.pdfFileName = photo.pdfFileName;
  }
  return presented;
}

/** The public share page: what anyone with the link may see. */
export function presentSharedPhoto(photo: PhotoWithCreator): SharedPhoto {
  const { hasRewards, rewardPerScan } = rewardFields(photo);
  // The page advertises what a finder can still earn: nothing once every scan is taken.
  const earnable = hasRewards && rewardPerScan > 0 && scansLeft(photo) > 0;
  return {
    id: photo.id,
    imageUrl: photoImageUrl(photo.id),
    messageType: photo.messageType,
    publicDescription: photo.publicDescription,
    hasRewards: earnable,
    rewardPerScan: earnable ? rewardPerScan : 0,
    locationLabel: photo.locationLabel,
    isGlobal: photo.isGlobal,
    user: photo.creatorNickname ? { nickname: photo.creatorNickname } : null,
  };
}

/** What 'Discovered by me' needs beyond the message: the finder's own facts about it. */
export type DiscoveredRow = PhotoWithCreator & {
  discoveredAt: Date;
  /** The creator's nickname, null once their account is deleted. */
  creatorOpenNickname: string | null;
  rewardReceivedCents: number;
  hunt: { id: number; title: string; step: number } | null;
};

/**
 * A message in its finder's 'Discovered by me'. Only the service's list of the viewer's own
 * discoveries calls this, so the secret is always theirs to read; the fields are still listed
 * one by one, so nothing else of the row (its text key, its files' keys) can reach the reply.
 */
export function presentDiscovered(row: DiscoveredRow): DiscoveredMessage {
  const isPdf = row.messageType === 'pdf';
  return {
    id: row.id,
    messageType: row.messageType,
    hiddenMessage: isPdf ? null : row.hiddenMessage,
    pdfFileName: isPdf ? (row.pdfFileName ?? 'document.pdf') : null,
    pdfUrl: isPdf ? `/api/photos/${row.id}/pdf` : null,
    publicDescription: row.publicDescription,
    imageUrl: photoImageUrl(row.id, 'image', true),
    thumbnailUrl: photoImageUrl(row.id, 'thumbnail', true),
    latitude: row.latitude,
    longitude: row.longitude,
    location: row.location,
    locationLabel: row.locationLabel,
    isGlobal: row.isGlobal,
    user: row.creatorOpenNickname ? { id: row.userId, nickname: row.creatorOpenNickname } : null,
    createdAt: row.createdAt.toISOString(),
    discoveredAt: row.discoveredAt.toISOString(),
    rewardReceived: centsToEuros(row.rewardReceivedCents),
    rewardType: rewardType(row),
    hunt: row.hunt,
  };
}
