/**
 * Settles when `promise` does, or after `ms`, whichever comes first; never rejects. For waits
 * that improve a drawing but must not hold it up on a slow or lost connection.
 */
export function atMost(promise: Promise<unknown>, ms: number): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    promise.then(done, done);
  });
}
