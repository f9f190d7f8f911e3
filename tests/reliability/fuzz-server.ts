import { Agent, createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { POST as graphqlRoute } from '@/app/graphql/route';
import { isDirectRestRequest, serveRest, toWebRequest, writeWebResponse } from '@/lib/server/http/rest-direct';
import { dispatchRestRequest } from '@/lib/server/rest/dispatch';
import type { RealtimeHub } from '@/lib/server/realtime/hub';
import { attachRealtime } from '@/lib/server/ws/attach';
import type { HttpCase } from './fuzz-rest';

/**
 * The parts of server.ts a client reaches without Next: REST straight to the dispatcher, /graphql
 * to yoga's route handler, /ws to the hub. A request that throws becomes a 500, as in server.ts,
 * so the suite sees every failure as a status.
 */
export type HttpAnswer = { status: number; contentType: string; text: string };
export type FuzzServer = {
  port: number;
  hub: RealtimeHub;
  /** Over a socket, through the same functions server.ts uses. */
  send(c: HttpCase): Promise<HttpAnswer>;
  /** Straight to the dispatcher or yoga's route as a Web Request: the same rules at a third of the cost. */
  direct(c: HttpCase): Promise<HttpAnswer>;
  close(): Promise<void>;
};

export async function startFuzzServer(): Promise<FuzzServer> {
  let port = 0;
  const server: Server = createServer((req, res) => {
    req.headers['x-forwarded-for'] = req.socket.remoteAddress ?? '';
    const url = req.url ?? '/';
    let served: Promise<void>;
    if (isDirectRestRequest(req.method, url)) served = serveRest(req, res, port, dispatchRestRequest);
    else if (/^\/graphql\/?(\?|$)/.test(url)) {
      const { request } = toWebRequest(req, port);
      served = graphqlRoute(request).then((response) => writeWebResponse(req, res, response));
    } else {
      // Next would answer these (its 404 page, its redirects); not what the suite looks at.
      res.writeHead(404, { 'content-type': 'application/json' }).end('{"success":false,"error":{"code":"NOT_DIRECT","message":"not direct"}}');
      return;
    }
    served.catch(() => {
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' });
      res.end('Internal Server Error');
    });
  });
  const hub = attachRealtime(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  port = (server.address() as AddressInfo).port;
  const agent = new Agent({ keepAlive: true, maxSockets: 8 });

  const send = (c: HttpCase) =>
    new Promise<HttpAnswer>((resolve, reject) => {
      const body = c.body === undefined ? undefined : Buffer.from(c.body, 'utf8');
      const headers: Record<string, string | number> = { ...c.headers };
      if (headers['content-type'] === '') delete headers['content-type'];
      if (body) headers['content-length'] = body.byteLength;
      const req = httpRequest({ host: '127.0.0.1', port, method: c.method, path: c.path, headers, agent }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, contentType: String(res.headers['content-type'] ?? ''), text: Buffer.concat(chunks).toString('utf8') }));
        res.on('error', reject);
      });
      req.on('error', reject);
      req.end(body);
    });

  const direct = async (c: HttpCase): Promise<HttpAnswer> => {
    const headers = new Headers(Object.entries(c.headers).filter(([, value]) => value !== ''));
    const hasBody = c.body !== undefined && c.method !== 'GET' && c.method !== 'HEAD';
    const request = new Request(`http://localhost:${port}${c.path}`, { method: c.method, headers, body: hasBody ? c.body : undefined });
    let response: Response;
    try {
      response = c.path.startsWith('/graphql') ? await graphqlRoute(request) : await dispatchRestRequest(request);
    } catch (error) {
      return { status: 500, contentType: 'text/plain', text: String(error) };
    }
    return { status: response.status, contentType: response.headers.get('content-type') ?? '', text: await response.text() };
  };

  return {
    port,
    hub,
    send,
    direct,
    async close() {
      agent.destroy();
      await hub.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
