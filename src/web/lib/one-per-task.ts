/**
 * Runs each job in a task of its own, in order. A page's first seconds are judged by its long
 * tasks (over 50 ms on a phone; Lighthouse's phone is four times slower than this machine, so
 * 12.5 ms here): jobs that each cost a few milliseconds and need not run together (making
 * formatters, starting requests) stay short apart where together they were one long task
 * (issue 21).
 */
export function onePerTask(jobs: ReadonlyArray<() => void>): void {
  const waiting = [...jobs];
  const next = () => {
    waiting.shift()?.();
    if (waiting.length > 0) setTimeout(next, 0);
  };
  if (waiting.length > 0) setTimeout(next, 0);
}
