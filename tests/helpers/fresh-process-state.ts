/**
 * Runs before every test file of the `shared` vitest project (vitest.config.ts), whose files share
 * their worker's module graph and process: what the file before left on globalThis — the chat
 * ticker, clash timers, the reaction rate limit, caches — is stopped and removed, so each file
 * starts as a fresh server process would. (Module-level state keyed by database handle needs
 * nothing: every file opens its own database.)
 */
import { beforeAll } from 'vitest';

type Stoppable = { stop: () => Promise<void> };
type ClashTimers = { pending: Map<number, ReturnType<typeof setTimeout>>; endTimers: Map<number, ReturnType<typeof setTimeout>> };

const state = globalThis as typeof globalThis & Record<string, unknown>;

const FRESH_PER_FILE = [
  '__camChatTicker',
  '__camClashTimers',
  '__camReactionLimiter',
  '__camPageCache',
  '__camPlatformRuntime',
  '__searchCache',
  '__catalogCache',
  '__sitemapCache',
  '__videoRecommendationsInFlight',
];

beforeAll(async () => {
  await (state.__camChatTicker as Stoppable | undefined)?.stop();
  const clash = state.__camClashTimers as ClashTimers | undefined;
  for (const timer of [...(clash?.pending.values() ?? []), ...(clash?.endTimers.values() ?? [])]) clearTimeout(timer);
  for (const key of FRESH_PER_FILE) delete state[key];
});
