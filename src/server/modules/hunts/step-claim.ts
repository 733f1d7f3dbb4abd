import { stepRewardCents } from '@/shared/rules/hunts';
import type { StepClaim } from '@/server/modules/scan/scan.service';
import * as repo from './hunts.repository';

/**
 * The hunts module's say on a discovery of one of its steps, inside scan's discovery
 * transaction (decision 013). The hunt's row lock makes concurrent discoveries of its steps
 * take turns, so the turn is judged again on committed progress, by the same SQL rule that
 * filtered the scan's candidates. The finder is paid the step's share less what their
 * revealed hints withhold (that money stays in the step's escrow), and the hunt is finished
 * for them once they found its required steps.
 */
export const claimStep: StepClaim = async (tx, viewer, step) => {
  if (step.huntId === null) return null;
  const hunt = await repo.lockHunt(tx, step.huntId);
  if (!hunt || !(await repo.isStepTurn(tx, viewer.id, step.id))) return null;
  const revealed = (await repo.revealsOf(tx, viewer.id, [step.id])).get(step.id) ?? 0;
  await repo.completeIfDone(tx, hunt, viewer.id);
  return {
    rewardPerScanCents: stepRewardCents(step.rewardPerScanCents, revealed, hunt.hintCostPercent),
  };
};
