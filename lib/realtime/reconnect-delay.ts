import { RECONNECT_DELAY_MS } from './message-codes';

/** The longest wait between two attempts. */
const MAX_RECONNECT_DELAY_MS = 8_000;

/**
 * How long a page waits before its next connection attempt after `failures` attempts in a row
 * since its last sessionAck: §9's 1 s at first, doubling up to 8 s, each stretched by a random
 * 0–50 % — thousands of pages cut off at once (a restart, a network blip) must not come back in
 * the same millisecond and knock the server over again.
 */
export function reconnectDelay(failures: number, random: () => number = Math.random): number {
  const base = Math.min(MAX_RECONNECT_DELAY_MS, RECONNECT_DELAY_MS * 2 ** Math.max(0, failures - 1));
  return Math.round(base * (1 + random() / 2));
}
