// The bench's server child for the REST section: server.ts as `npm start` runs it, plus a bare
// node:http listener on BENCH_BARE_PORT in the same process that calls the same service on the
// same database (runtime().db). The difference between the two is what the REST path costs.
// Only bench/rest.ts starts this file; the production server has no such port.
import { createServer } from 'node:http';
import { getActorData } from '@/lib/server/catalog/get-actor-data';
import { runtime } from '@/lib/server/runtime';

const barePort = Number(process.env.BENCH_BARE_PORT);
if (!Number.isInteger(barePort) || barePort <= 0) throw new Error('BENCH_BARE_PORT is required');

await import('../server');

// GET /actor/{idOrName}: the service call and JSON.stringify, nothing else.
createServer((req, res) => {
  const name = decodeURIComponent((req.url ?? '/').split('?', 1)[0]!.slice('/actor/'.length));
  getActorData(runtime().db, name, null, null).then(
    (data) => {
      const body = JSON.stringify(data ? { success: true, data } : { success: false });
      res.writeHead(data ? 200 : 404, { 'content-type': 'application/json', 'cache-control': 'no-store', 'content-length': Buffer.byteLength(body) });
      res.end(body);
    },
    (error: unknown) => {
      console.error(error);
      res.writeHead(500).end();
    },
  );
}).listen(barePort, '127.0.0.1');
