/** Time as a dependency, so tests can move it (session expiry, throttling windows). */
export type Clock = { now(): Date };

export const systemClock: Clock = { now: () => new Date() };
