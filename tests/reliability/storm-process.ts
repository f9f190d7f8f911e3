import { spawn } from 'node:child_process';
import path from 'node:path';
import type { StormRequest } from './storm-child';
import type { StormServer } from './storm-server';

type Reply = { type: 'ready'; url: string; tokens: string[]; actorId: number } | { type: 'answer'; id: number; value?: unknown; error?: string };

const root = path.resolve(import.meta.dirname, '../..');

/** Starts tests/reliability/storm-child.ts with `sessions` guests; the answer drives it like a StormServer in this process. */
export async function startStormProcess(sessions: number): Promise<StormServer> {
  // STORM_CPU_PROF=<dir>: a V8 CPU profile of the server process, written when it exits (docs/PERFORMANCE.md "Reliability").
  const profile = process.env.STORM_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.STORM_CPU_PROF}`] : [];
  const child = spawn(process.execPath, [...profile, '--import', 'tsx', '--import', './scripts/node-hooks.mjs', 'tests/reliability/storm-child.ts', String(sessions)], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    // Every client comes from 127.0.0.1: the per-address cap of /ws is raised above the run's sessions.
    env: { ...process.env, LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn', WS_MAX_CONNECTIONS_PER_ADDRESS: String(sessions + 100) },
  });
  const pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  let ids = 0;
  const ready = new Promise<Extract<Reply, { type: 'ready' }>>((resolve, reject) => {
    child.on('message', (reply: Reply) => {
      if (reply.type === 'ready') return resolve(reply);
      const waiter = pending.get(reply.id);
      pending.delete(reply.id);
      if (reply.error) waiter?.reject(new Error(reply.error));
      else waiter?.resolve(reply.value);
    });
    child.on('exit', (code) => {
      const error = new Error(`the storm server exited with ${code}`);
      reject(error);
      for (const waiter of pending.values()) waiter.reject(error);
    });
  });
  const { url, tokens, actorId } = await ready;
  const call = <T>(name: StormRequest['call']) =>
    new Promise<T>((resolve, reject) => {
      ids += 1;
      pending.set(ids, { resolve: resolve as (value: unknown) => void, reject });
      child.send({ id: ids, call: name } satisfies StormRequest);
    });
  return {
    url,
    tokens,
    actorId,
    drop: () => call('drop'),
    flip: () => call('flip'),
    state: () => call('state'),
    connections: () => call('connections'),
    close: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
