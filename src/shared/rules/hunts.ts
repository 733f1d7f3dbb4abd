// Treasure-hunt limits shared by the creation screen and the server (issue 11).
export const HUNT_MAX_STEPS = 50;
export const HUNT_MAX_HINTS = 2;
export const HUNT_HINT_MAX_LENGTH = 300;
export const HUNT_TITLE_MAX_LENGTH = 120;
/** Two hints at this share still leave the finder half of the step's reward. */
export const HUNT_MAX_HINT_COST_PERCENT = 50;
export const UNTITLED_HUNT = 'Untitled Hunt';

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
