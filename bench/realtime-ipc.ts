import { type ChildProcess, spawn } from 'node:child_process';

/** Parent → child (bench/realtime-child.ts); one request at a time, answered in order. */
export type ChildRequest =
  | { type: 'memory' }
  | { type: 'count' }
  | { type: 'fanout'; actorId: number }
  | { type: 'buy'; guestIds: number[]; concurrency: number };

/** Child → parent. Times are performance.timeOrigin + performance.now() in ms (a shared clock). */
export type ChildReply =
  | { type: 'ready'; url: string; tokens: string[]; guestIds: number[] }
  | { type: 'memory'; heapUsed: number; external: number; rss: number }
  | { type: 'count'; connections: number }
  | { type: 'published'; at: number; sentAt: number }
  | { type: 'bought'; committed: { guestId: number; at: number }[] }
  | { type: 'error'; message: string };

export type ServerChild = {
  ready: Extract<ChildReply, { type: 'ready' }>;
  request<T extends ChildReply['type']>(request: ChildRequest, expect: T): Promise<Extract<ChildReply, { type: T }>>;
  stop(): Promise<void>;
};

/** Starts the server child (`hub` or `bare`) and waits until it listens. */
export async function startServerChild(mode: 'hub' | 'bare', sessions: number, sample: number): Promise<ServerChild> {
  const child: ChildProcess = spawn(
    process.execPath,
    ['--expose-gc', '--import', 'tsx', '--import', './scripts/node-hooks.mjs', 'bench/realtime-child.ts', mode, String(sessions), String(sample)],
    {
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      // Every bench client comes from 127.0.0.1: the per-address cap of /ws is raised above the run's sessions.
      env: { ...process.env, LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn', WS_MAX_CONNECTIONS_PER_ADDRESS: String(Math.max(sessions + 100, 1_000)) },
    },
  );
  const waiting: ((reply: ChildReply) => void)[] = [];
  let failed: Error | null = null;
  child.on('message', (reply: ChildReply) => waiting.shift()?.(reply));
  child.on('exit', (code) => {
    failed = new Error(`the ${mode} server child exited with ${code}`);
    for (const waiter of waiting.splice(0)) waiter({ type: 'error', message: failed.message });
  });
  const next = () =>
    new Promise<ChildReply>((resolve) => {
      if (failed) resolve({ type: 'error', message: failed.message });
      else waiting.push(resolve);
    });
  const expectReply = <T extends ChildReply['type']>(reply: ChildReply, expect: T) => {
    if (reply.type !== expect) throw new Error(`${mode} child: expected ${expect}, got ${reply.type === 'error' ? reply.message : reply.type}`);
    return reply as Extract<ChildReply, { type: T }>;
  };
  const ready = expectReply(await next(), 'ready');
  return {
    ready,
    async request(request, expect) {
      const answer = next();
      child.send(request);
      return expectReply(await answer, expect);
    },
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
