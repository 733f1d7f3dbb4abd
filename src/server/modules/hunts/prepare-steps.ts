/**
 * Steps read at the same time when a hunt is published. Each step's photo goes through the
 * OCR pool, which has a worker per spare core (1 on the 2-core machine, more on a bigger one):
 * a few at once keep every worker busy and overlap image processing and file writes with
 * recognition, while a 50-step hunt never puts all its pages in the pool's queue ahead of
 * other people's scans.
 */
export const STEPS_READ_AT_ONCE = 4;

/**
 * Prepares every step, a few at once, and keeps them in step order. When one fails, no
 * further step is started, the ones already prepared are discarded (their files removed), and
 * the error of the first failing step in step order is thrown: the same step a one-by-one
 * reading would have named, since steps are started in order.
 */
export async function prepareSteps<Step, Prepared>(
  steps: readonly Step[],
  prepare: (step: Step) => Promise<Prepared>,
  discard: (prepared: Prepared) => Promise<void>,
  atOnce = STEPS_READ_AT_ONCE,
): Promise<Prepared[]> {
  const outcomes: Array<{ ok: true; value: Prepared } | { ok: false; error: unknown }> = [];
  let next = 0;
  let failed = false;

  const lane = async () => {
    while (!failed && next < steps.length) {
      const index = next;
      next += 1;
      try {
        outcomes[index] = { ok: true, value: await prepare(steps[index]!) };
      } catch (error) {
        failed = true;
        outcomes[index] = { ok: false, error };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(atOnce, steps.length) }, lane));

  const prepared = outcomes.flatMap((outcome) => (outcome.ok ? [outcome.value] : []));
  const failure = outcomes.find((outcome) => outcome && !outcome.ok);
  if (failure && !failure.ok) {
    await Promise.all(prepared.map(discard));
    throw failure.error;
  }
  return prepared;
}
