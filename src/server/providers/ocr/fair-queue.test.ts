import { describe, expect, it } from 'vitest';
import { createFairQueue } from './fair-queue.ts';

type Job = { requester: string; n: number };

/**
 * A fake engine behind the queue: `workers` workers, each taking `msPerJob` of simulated time
 * per job, fed the way ocr-pool.ts feeds its workers (a free worker takes the next job).
 * Returns when each job started and finished.
 */
function simulate(
  submissions: Array<{ at: number; job: Job }>,
  options: { workers: number; msPerJob: number; perRequesterRunning: number },
) {
  const queue = createFairQueue<Job>({
    perRequesterRunning: options.perRequesterRunning,
    maxWaiting: 1_000,
    maxWaitingPerRequester: 1_000,
  });
  const busy: Array<{ job: Job; until: number } | undefined> = Array.from(
    { length: options.workers },
    () => undefined,
  );
  const started: Array<{ job: Job; at: number }> = [];
  const finished = new Map<Job, number>();
  const pending = [...submissions].sort((a, b) => a.at - b.at);
  let now = 0;
  const feed = () => {
    for (const [i, slot] of busy.entries()) {
      if (slot) continue;
      const next = queue.take();
      if (!next) return;
      busy[i] = { job: next.job, until: now + options.msPerJob };
      started.push({ job: next.job, at: now });
    }
  };
  while (pending.length > 0 || busy.some(Boolean)) {
    const nextSubmit = pending[0]?.at ?? Infinity;
    const nextDone = Math.min(...busy.map((slot) => slot?.until ?? Infinity));
    now = Math.min(nextSubmit, nextDone);
    for (const [i, slot] of busy.entries()) {
      if (slot && slot.until === now) {
        finished.set(slot.job, now);
        queue.finished(slot.job.requester);
        busy[i] = undefined;
      }
    }
    while (pending[0] && pending[0].at === now) {
      const { job } = pending.shift()!;
      expect(queue.push(job.requester, job)).toBe(true);
    }
    feed();
  }
  return { started, finished };
}

const flood = (requester: string, count: number, at = 0) =>
  Array.from({ length: count }, (_, n) => ({ at, job: { requester, n } }));

describe('the fair OCR queue', () => {
  it("runs user B's single photo before user A's backlog of 24 drains", () => {
    const bJob = { requester: 'user:B', n: 0 };
    const { started, finished } = simulate([...flood('user:A', 24), { at: 100, job: bJob }], {
      workers: 1,
      msPerJob: 1_000,
      perRequesterRunning: 1,
    });
    // A's first photo was already being read when B's arrived; B's is next, not 25th.
    expect(started.map((entry) => entry.job.requester).slice(0, 3)).toEqual([
      'user:A',
      'user:B',
      'user:A',
    ]);
    expect(finished.get(bJob)).toBe(2_000);
    // A's own photos still run in the order A sent them.
    const aOrder = started.filter((e) => e.job.requester === 'user:A').map((e) => e.job.n);
    expect(aOrder).toEqual([...Array(24).keys()]);
  });

  it('is a plain FIFO when everything comes from one requester (how the pool was before)', () => {
    const bJob = { requester: 'user:A', n: 99 };
    const { finished } = simulate([...flood('user:A', 24), { at: 100, job: bJob }], {
      workers: 1,
      msPerJob: 1_000,
      perRequesterRunning: 1,
    });
    expect(finished.get(bJob)).toBe(25_000);
  });

  it('takes the waiting requesters in turn', () => {
    const { started } = simulate([...flood('a', 3), ...flood('b', 3), ...flood('c', 1)], {
      workers: 1,
      msPerJob: 10,
      perRequesterRunning: 1,
    });
    expect(started.map((e) => e.job.requester).join('')).toBe('abcabab');
  });

  it('a requester still running a job joins at the back, so sending one at a time jumps nobody', () => {
    const { started } = simulate(
      [
        ...flood('b', 3),
        { at: 5, job: { requester: 'a', n: 0 } }, // a newcomer: next
        { at: 15, job: { requester: 'a', n: 1 } }, // a's first is running: behind b
      ],
      { workers: 1, msPerJob: 10, perRequesterRunning: 1 },
    );
    expect(started.map((e) => `${e.job.requester}${e.job.n}`).join(' ')).toBe('b0 a0 b1 a1 b2');
  });

  it('keeps one requester to its share of the workers, so a newcomer starts at once', () => {
    const bJob = { requester: 'user:B', n: 0 };
    const { started } = simulate([...flood('user:A', 24), { at: 100, job: bJob }], {
      workers: 3,
      msPerJob: 1_000,
      perRequesterRunning: 2,
    });
    expect(started.find((entry) => entry.job === bJob)?.at).toBe(100);
  });

  it("refuses past the pool's and past one requester's waiting line, and drains on close", () => {
    const queue = createFairQueue<number>({
      perRequesterRunning: 1,
      maxWaiting: 3,
      maxWaitingPerRequester: 2,
    });
    expect(queue.push('a', 1)).toBe(true);
    expect(queue.push('a', 2)).toBe(true);
    expect(queue.push('a', 3)).toBe(false); // a's line is full
    expect(queue.push('b', 4)).toBe(true);
    expect(queue.push('c', 5)).toBe(false); // the pool's line is full
    expect(queue.waiting).toBe(3);
    expect(queue.take()).toEqual({ requester: 'a', job: 1 });
    // a holds its one worker: b comes next, then nobody until a finishes.
    expect(queue.take()).toEqual({ requester: 'b', job: 4 });
    expect(queue.take()).toBeUndefined();
    queue.finished('a');
    expect(queue.take()).toEqual({ requester: 'a', job: 2 });
    expect(queue.push('c', 6)).toBe(true);
    expect(queue.drain()).toEqual([6]);
    expect(queue.waiting).toBe(0);
  });
});
