// Treasure-hunt limits shared by the creation screen and the server (issue 11).
export const HUNT_MAX_STEPS = 50;
export const HUNT_MAX_HINTS = 2;
export const HUNT_HINT_MAX_LENGTH = 300;
export const HUNT_TITLE_MAX_LENGTH = 120;
/** Two hints at this share still leave the finder half of the step's reward. */
export const HUNT_MAX_HINT_COST_PERCENT = 50;
export const UNTITLED_HUNT = 'Untitled Hunt';

/**
 * A draft's bounds (issue 19, point 6; decision 024). Photos are scaled down on the device to
 * HUNT_PHOTO_LONG_SIDE before they travel (about 0.3-0.8 MB each), so 50 steps fit in 24 MB;
 * a draft keeps at most one photo per step and a user keeps at most HUNT_MAX_DRAFTS drafts.
 */
export const HUNT_DRAFT_MAX_BYTES = 24 * 1024 * 1024;
export const HUNT_DRAFT_MAX_PHOTOS = HUNT_MAX_STEPS;
export const HUNT_MAX_DRAFTS = 20;
/** The long side photos are scaled to once, at upload: the size every hunt step is stored at. */
export const HUNT_PHOTO_LONG_SIDE = 2048;
/** A publish's idempotency key: the device's random UUID (or any similar token). */
export const PUBLISH_KEY_PATTERN = /^[A-Za-z0-9_-]{16,100}$/;

/**
 * What a player wins on a step after revealing `revealed` hints: each withholds
 * `hintCostPercent` of the share, rounded down to the cent; the rest stays in escrow.
 */
export function stepRewardCents(
  rewardPerScanCents: number,
  revealed: number,
  hintCostPercent: number,
): number {
  const kept = Math.max(0, 100 - revealed * hintCostPercent);
  return Math.floor((rewardPerScanCents * kept) / 100);
}
