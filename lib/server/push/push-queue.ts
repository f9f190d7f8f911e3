import 'server-only';
import { log } from '@/lib/server/log';

/**
 * Sends under way in this process (awaited by tests and by a clean shutdown). On globalThis:
 * server.ts and Next's compiled handlers load separate copies of this module (TOOLCHAIN.md), and
 * the shutdown in server.ts must see the sends queued by either.
 */
const registry = globalThis as typeof globalThis & { __pushesPending?: Set<Promise<void>> };
const pending = (registry.__pushesPending ??= new Set<Promise<void>>());

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
