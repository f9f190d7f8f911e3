import { type ChildProcess, spawn } from 'node:child_process';

export type LiveChildRequest = { type: 'publish'; sdp: string } | { type: 'subscribe'; viewerId: string; sdp: string } | { type: 'cpu' };
export type LiveChildReply = { type: 'ready' } | { type: 'answer'; sdp: string } | { type: 'cpu'; micros: number; at: number } | { type: 'error'; message: string };

export type LiveChild = {
  request<T extends LiveChildReply['type']>(request: LiveChildRequest, expect: T): Promise<Extract<LiveChildReply, { type: T }>>;
  stop(): Promise<void>;
};

/** Starts bench/live-sfu-child.ts (`router` or `bare`); one request at a time, answered in order. */
export async function startLiveChild(mode: 'router' | 'bare'): Promise<LiveChild> {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', '--import', './scripts/node-hooks.mjs', 'bench/live-sfu-child.ts', mode], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    env: { ...process.env, LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' },
  });
  const waiting: ((reply: LiveChildReply) => void)[] = [];
  child.on('message', (reply: LiveChildReply) => waiting.shift()?.(reply));
  child.on('exit', (code) => {
    for (const waiter of waiting.splice(0)) waiter({ type: 'error', message: `the ${mode} SFU child exited with ${code}` });
  });
  const next = () => new Promise<LiveChildReply>((resolve) => waiting.push(resolve));
  const expectReply = <T extends LiveChildReply['type']>(reply: LiveChildReply, expect: T) => {
    if (reply.type !== expect) throw new Error(`${mode} SFU child: expected ${expect}, got ${reply.type === 'error' ? reply.message : reply.type}`);
    return reply as Extract<LiveChildReply, { type: T }>;
  };
  expectReply(await next(), 'ready');
  return {
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
