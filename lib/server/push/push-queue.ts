import 'server-only';
import { log } from '@/lib/server/log';

/** Sends under way in this process (awaited by tests and by a clean shutdown). */
const pending = new Set<Promise<void>>();

/**
 * Runs a push send outside the request that caused it: a performer's online switch or reply
 * answers at once, whatever the push services do (§4 alerts are best effort). Failures are logged.
 */
export function enqueuePush(what: string, task: () => Promise<unknown>): void {
  const run = Promise.resolve()
    .then(task)
    .then(
      () => undefined,
      (error: unknown) => log.error(`web push (${what}) failed`, error),
    )
    .finally(() => pending.delete(run));
  pending.add(run);
}

/** Resolves when every send queued so far has finished. */
export async function pushesSettled(): Promise<void> {
  while (pending.size > 0) await Promise.all([...pending]);
}
