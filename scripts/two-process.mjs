// Two app processes on one PostgreSQL behind a small proxy (docs/ARCHITECTURE.md "Two processes").
// Plain Node, no dependencies. DATABASE_URL must point at PostgreSQL (PGlite serves one process):
//   node scripts/pg-cluster.mjs run -- node scripts/two-process.mjs
// The proxy listens on PROXY_PORT (app) and PROXY_PAY_PORT (pay pages) and sends every request and
// every WebSocket upgrade to the next process in turn: no sticky sessions, any process serves any
// request and any socket. Process a listens on BACKEND_PORTS[0] (+1 for its pay pages), b on [1].
// A journey may pin a browser to one process with the cookie `two-process-pin=a|b` (tests only:
// the pin is how a journey puts the guest on one process and the performer on the other); every
// response says which process served it in `x-served-by`.
import { spawn } from 'node:child_process';
import http from 'node:http';
import net from 'node:net';

const PROXY_PORT = Number(process.env.PROXY_PORT ?? 3400);
const PROXY_PAY_PORT = Number(process.env.PROXY_PAY_PORT ?? PROXY_PORT + 1);
const BACKEND_PORTS = (process.env.BACKEND_PORTS ?? `${PROXY_PORT + 10},${PROXY_PORT + 20}`).split(',').map(Number);
const NAMES = ['a', 'b'];
const PIN = /(?:^|;\s*)two-process-pin=([ab])\b/;

if (!process.env.DATABASE_URL) {
  console.error('two-process: DATABASE_URL must point at PostgreSQL (node scripts/pg-cluster.mjs run -- node scripts/two-process.mjs)');
  process.exit(2);
}

// Both origins are the proxy's: pages, the ws Origin check and the pay frame's ancestors agree.
const publicOrigin = process.env.PUBLIC_ORIGIN ?? `http://localhost:${PROXY_PORT}`;
const payOrigin = process.env.PAY_ORIGIN ?? `http://localhost:${PROXY_PAY_PORT}`;
const children = BACKEND_PORTS.map((port, index) =>
  spawn('node', ['--import', 'tsx', '--import', './scripts/node-hooks.mjs', 'server.ts'], {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, PORT: String(port), PAY_PORT: String(port + 1), PUBLIC_ORIGIN: publicOrigin, PAY_ORIGIN: payOrigin, TWO_PROCESS_NAME: NAMES[index] },
  }),
);
let stopping = false;
for (const [index, child] of children.entries()) {
  child.on('exit', (code, signal) => {
    if (stopping) return;
    console.error(`two-process: process ${NAMES[index]} ended (${code ?? signal}); stopping`);
    void stop(1);
  });
}

let turn = 0;
/** The backend index for a request: its pin, else the next in turn. */
function pick(headers) {
  const pinned = PIN.exec(String(headers.cookie ?? ''))?.[1];
  if (pinned) return NAMES.indexOf(pinned);
  turn = (turn + 1) % BACKEND_PORTS.length;
  return turn;
}

function proxyServer(offset) {
  const server = http.createServer((req, res) => {
    const index = pick(req.headers);
    const upstream = http.request({ host: '127.0.0.1', port: BACKEND_PORTS[index] + offset, method: req.method, path: req.url, headers: req.headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, { ...answer.headers, 'x-served-by': NAMES[index] });
      answer.pipe(res);
    });
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' });
      res.end('bad gateway');
    });
    req.pipe(upstream);
  });
  // WebSocket: the raw upgrade request goes to the chosen process, then bytes flow both ways.
  server.on('upgrade', (req, socket, head) => {
    const index = pick(req.headers);
    const upstream = net.connect(BACKEND_PORTS[index] + offset, '127.0.0.1', () => {
      const lines = [`${req.method} ${req.url} HTTP/${req.httpVersion}`];
      for (let i = 0; i < req.rawHeaders.length; i += 2) lines.push(`${req.rawHeaders[i]}: ${req.rawHeaders[i + 1]}`);
      upstream.write(`${lines.join('\r\n')}\r\n\r\n`);
      if (head.length > 0) upstream.write(head);
      upstream.pipe(socket).pipe(upstream);
    });
    const close = () => {
      socket.destroy();
      upstream.destroy();
    };
    upstream.on('error', close);
    socket.on('error', close);
    upstream.on('close', close);
    socket.on('close', close);
  });
  return server;
}

/** Both processes answer (migrations and the seed run under one lock, one after the other). */
async function waitForBackends() {
  const until = Date.now() + 180_000;
  for (const port of BACKEND_PORTS) {
    for (;;) {
      const ok = await new Promise((resolve) => {
        const req = http.get({ host: '127.0.0.1', port, path: '/en/' }, (res) => {
          res.resume();
          resolve((res.statusCode ?? 500) < 500);
        });
        req.on('error', () => resolve(false));
      });
      if (ok) break;
      if (Date.now() > until) throw new Error(`two-process: the process on port ${port} did not start`);
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
}

const servers = [proxyServer(0), proxyServer(1)];
async function stop(code) {
  if (stopping) return;
  stopping = true;
  for (const server of servers) server.close();
  await Promise.all(children.map((child) => new Promise((resolve) => (child.exitCode !== null ? resolve() : (child.once('exit', resolve), child.kill('SIGTERM'))))));
  process.exit(code);
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => void stop(0));

await waitForBackends();
servers[0].listen(PROXY_PORT, () => console.log(`two-process: proxy on ${PROXY_PORT} → ${BACKEND_PORTS.join(', ')}`));
servers[1].listen(PROXY_PAY_PORT, () => console.log(`two-process: pay proxy on ${PROXY_PAY_PORT} → ${BACKEND_PORTS.map((p) => p + 1).join(', ')}`));
