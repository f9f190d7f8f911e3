// The reconnect storm's server in a process of its own (tests/reliability/storm-process.ts starts
// it), so thousands of client sockets in the parent do not share its event loop: an in-memory
// PGlite with the small seed (bench/realtime-runtime.ts) and the real hub. Driven over IPC.
import { startBenchRuntime } from '@/bench/realtime-runtime';
import { createStormServer } from './storm-server';

export type StormRequest = { id: number; call: 'drop' | 'flip' | 'state' | 'connections' };

const sessions = Number(process.argv[2]);
const app = await startBenchRuntime();
const server = await createStormServer(app, sessions);
process.send?.({ type: 'ready', url: server.url, tokens: server.tokens, actorId: server.actorId });
process.on('message', (request: StormRequest) => {
  server[request.call]().then(
    (value) => process.send?.({ type: 'answer', id: request.id, value }),
    (error: unknown) => process.send?.({ type: 'answer', id: request.id, error: String(error) }),
  );
});
process.on('disconnect', () => process.exit(0));
// A normal exit on SIGTERM (storm-process.ts close()), so a --cpu-prof profile gets written.
process.on('SIGTERM', () => process.exit(0));
