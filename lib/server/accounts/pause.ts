import 'server-only';

/** Waits before a login checks its password (the throttle's slow-down); tests pass their own. */
export type Pause = (ms: number) => Promise<void>;

export const pause: Pause = (ms) => (ms > 0 ? new Promise((resolve) => setTimeout(resolve, ms)) : Promise.resolve());
