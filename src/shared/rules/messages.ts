// Hidden-message limits shared by the forms and the server.
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
export const MAX_HIDDEN_MESSAGE_LENGTH = 5000;
export const MAX_DESCRIPTION_LENGTH = 500;
export const MAX_PDF_FILE_NAME_LENGTH = 200;
export const MAX_SCANS_LIMIT = 1_000_000;
export const MAX_REWARD_EUROS = 10_000;
export const USER_SEARCH_MIN_LENGTH = 2;

export type PhotoStatus = 'New' | 'Linked' | 'Unlocked';

/** Home's badge: New (not analysed) → Linked (analysed) → Unlocked (discovered at least once). */
export function photoStatus(photo: { isAnalyzed: boolean; isUnlocked: boolean }): PhotoStatus {
  if (photo.isUnlocked) return 'Unlocked';
  return photo.isAnalyzed ? 'Linked' : 'New';
}

export type MySpaceBadge = 'Needs Top-up' | 'Discovered' | 'Hidden';

export function mySpaceBadge(photo: {
  needsReactivation: boolean;
  isUnlocked: boolean;
}): MySpaceBadge {
  if (photo.needsReactivation) return 'Needs Top-up';
  return photo.isUnlocked ? 'Discovered' : 'Hidden';
}

export function scansLeft(photo: { maxScans: number; currentScans: number }): number {
  return Math.max(0, photo.maxScans - photo.currentScans);
}
