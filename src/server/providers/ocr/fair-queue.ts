/**
 * The OCR pool's waiting line, fair across requesters (decision 011): each requester has their
 * own line, and a free worker takes the next job from the requesters in turn (round robin), so
 * one account with 24 photos waiting delays another's single photo by at most one job per
 * worker, not by its whole backlog. Someone with nothing waiting or running comes first when
 * they arrive; someone served just now goes to the back. A requester also holds at most
 * `perRequesterRunning` workers at once, so on a pool of several workers one account never
 * takes them all. With a single requester it is a plain FIFO.
 */
export function createFairQueue<T>(options: {
  perRequesterRunning: number;
  maxWaiting: number;
  maxWaitingPerRequester: number;
}) {
  const lines = new Map<string, T[]>();
  const running = new Map<string, number>();
  /**
   * Requesters with jobs waiting, in the order their turn comes: newcomers (nothing waiting
   * or running when they arrived) first, in arrival order, then the others, served longest ago
   * first.
   */
  const turns: string[] = [];
  let newcomers = 0;
  let waiting = 0;

  return {
    /** Queues a job; false when the pool's or this requester's waiting line is full. */
    push(requester: string, job: T): boolean {
      const line = lines.get(requester) ?? [];
      if (waiting >= options.maxWaiting || line.length >= options.maxWaitingPerRequester) {
        return false;
      }
      if (line.length === 0) {
        lines.set(requester, line);
        // Still running a job: they had a turn just now, so they wait behind the others.
        if (running.has(requester)) turns.push(requester);
        else turns.splice(newcomers++, 0, requester);
      }
      line.push(job);
      waiting += 1;
      return true;
    },

    /** The next job a free worker should run, or none; it counts as running until `finished`. */
    take(): { requester: string; job: T } | undefined {
      const index = turns.findIndex(
        (requester) => (running.get(requester) ?? 0) < options.perRequesterRunning,
      );
      if (index === -1) return undefined;
      const requester = turns[index]!;
      const line = lines.get(requester)!;
      const job = line.shift()!;
      waiting -= 1;
      turns.splice(index, 1);
      if (index < newcomers) newcomers -= 1;
      // Their next job waits behind everyone else's turn.
      if (line.length > 0) turns.push(requester);
      else lines.delete(requester);
      running.set(requester, (running.get(requester) ?? 0) + 1);
      return { requester, job };
    },

    finished(requester: string): void {
      const count = (running.get(requester) ?? 1) - 1;
      if (count > 0) running.set(requester, count);
      else running.delete(requester);
    },

    /** Every waiting job, removed (the pool is closing). */
    drain(): T[] {
      const all = [...lines.values()].flat();
      lines.clear();
      turns.length = 0;
      newcomers = 0;
      waiting = 0;
      return all;
    },

    get waiting() {
      return waiting;
    },
  };
}

export type FairQueue<T> = ReturnType<typeof createFairQueue<T>>;
