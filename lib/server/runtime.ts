import 'server-only';
import type { DatabaseHandle, Db } from '@/lib/server/db/client';
import { AppError } from '@/lib/server/errors';
import type { MediaRouter } from '@/lib/server/live-video/media-router';
import type { RealtimeHub } from '@/lib/server/realtime/hub';
import type { PubSub } from '@/lib/server/realtime/pubsub';

/**
 * The one runtime of a process. server.ts and Next's compiled route code load separate copies
 * of every module (TOOLCHAIN.md), so the runtime lives on globalThis and is reached only
 * through `runtime()`. It is created once at start-up by lib/server/boot.ts (or by a test).
 */
export type AppRuntime = {
  database: DatabaseHandle;
  db: Db;
  pubsub: PubSub;
  /** Key for signing access tokens (HS256). */
  tokenKey: Uint8Array;
  startedAt: Date;
  /** The WebSocket hub of this process, set by attachRealtime() in server.ts (absent in tests without it). */
  hub?: RealtimeHub;
  /** The SFU of this process (WeriftMediaRouter), created by bootRuntime, closed at shutdown. */
  mediaRouter?: MediaRouter;
  /** This process among those sharing the database: its registry id and whether it leads the clocks (lib/server/cluster/). */
  cluster?: { processId: string; address: string; isLeader(): boolean };
};

const globalRef = globalThis as typeof globalThis & { __camPlatformRuntime?: AppRuntime };

export function runtime(): AppRuntime {
  const current = globalRef.__camPlatformRuntime;
  if (!current) throw new AppError('INTERNAL', 'The runtime has not been started.');
  return current;
}

export function hasRuntime(): boolean {
  return globalRef.__camPlatformRuntime !== undefined;
}

export function installRuntime(value: AppRuntime | undefined): void {
  globalRef.__camPlatformRuntime = value;
}
