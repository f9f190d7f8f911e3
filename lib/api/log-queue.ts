import type { ApiSession } from './client-config';
import { restCallUrl } from './rest-url';

/** §7 logger calls the browser makes. */
export type LogCall =
  | { call: 'browserOnline'; body: { status: 'online' | 'offline' } }
  | { call: 'websocketConnectionError'; body: { connectionAttempt: number; error: string; errorCode: number; errorReason: string; websocketType: string } }
  | { call: 'vxmessengerError'; body: { message: string } };

export const LOG_QUEUE_KEY = 'realtime.logQueue';
/** The stored queue keeps the newest entries only (an outage must not fill localStorage). */
export const MAX_QUEUED_LOGS = 50;

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem' | 'removeItem'>;
type Fetch = (url: string, init: RequestInit) => Promise<{ ok: boolean; status: number }>;
export type LogQueueEnv = { storage: Storage | null; fetch: Fetch; isOnline: () => boolean; session: () => ApiSession };

function read(storage: Storage | null): LogCall[] {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(LOG_QUEUE_KEY) ?? '[]');
    return Array.isArray(parsed) ? (parsed as LogCall[]).filter((entry) => typeof entry?.call === 'string' && typeof entry.body === 'object') : [];
  } catch {
    return [];
  }
}

function write(storage: Storage | null, entries: LogCall[]): void {
  try {
    if (entries.length === 0) storage?.removeItem(LOG_QUEUE_KEY);
    else storage?.setItem(LOG_QUEUE_KEY, JSON.stringify(entries.slice(-MAX_QUEUED_LOGS)));
  } catch {
    // Storage full or forbidden (private mode): the entry is lost, the page goes on.
  }
}

/**
 * §8 "failed or offline log calls queued and replayed when the browser comes online": a call
 * made offline, or one that fails on the network or with a 5xx, is kept in localStorage and sent
 * again by `replay()` (called on the browser's `online` event). A 4xx answer is final (bad input
 * is not retried). Queued calls are sent with the session current at replay time.
 */
export function createLogQueue(env: LogQueueEnv) {
  async function post(entry: LogCall): Promise<boolean> {
    try {
      const response = await env.fetch(restCallUrl(`logger/${entry.call}`, env.session()), {
        method: 'POST',
        body: JSON.stringify(entry.body),
        headers: { 'Content-Type': 'application/json' },
        credentials: 'omit',
      });
      return response.ok || (response.status >= 400 && response.status < 500);
    } catch {
      return false;
    }
  }

  let replaying: Promise<void> | null = null;
  return {
    async log(entry: LogCall): Promise<void> {
      if (!env.isOnline() || !(await post(entry))) write(env.storage, [...read(env.storage), entry]);
    },
    /** Sends the stored calls in order; stops at the first that fails again (it stays stored). */
    replay(): Promise<void> {
      replaying ??= (async () => {
        const queued = read(env.storage);
        let sent = 0;
        while (sent < queued.length && env.isOnline() && (await post(queued[sent]!))) sent += 1;
        // Calls queued while replaying were appended after the snapshot: keep them.
        write(env.storage, read(env.storage).slice(sent));
      })().finally(() => (replaying = null));
      return replaying;
    },
    pending: () => read(env.storage).length,
  };
}
