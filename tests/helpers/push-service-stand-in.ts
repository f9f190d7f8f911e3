import { createECDH, createHmac, createDecipheriv, createPublicKey, randomBytes, verify } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A push service on loopback speaking the Web Push protocol (RFC 8030) as browsers' push services
 * do: it takes POST <endpoint> with an aes128gcm body (RFC 8188/8291) and a VAPID Authorization
 * header (RFC 8292), checks the header's ES256 signature, audience and expiry, answers 201 and
 * keeps the message. A test can make one endpoint answer another status (410: unsubscribed).
 * No vitest or Playwright imports: the integration tests and the journey share it.
 */
export type ReceivedPush = {
  path: string;
  headers: Record<string, string>;
  body: Buffer;
  vapid: { aud: string; sub: string; exp: number; publicKey: string };
};

export type PushServiceStandIn = {
  origin: string;
  /** A fresh endpoint URL on the stand-in (one per browser subscription). */
  endpoint: () => string;
  received: ReceivedPush[];
  /** Messages refused for a bad VAPID header or encoding (a test expects none). */
  refused: string[];
  /** The next message to this endpoint (or already received and not yet taken). */
  next: (endpoint: string, timeoutMs?: number) => Promise<ReceivedPush>;
  /** Answers this status to every later message for the endpoint (e.g. 410 Gone). */
  answer: (endpoint: string, status: number) => void;
  close: () => Promise<void>;
};

function b64url(value: string): Buffer {
  return Buffer.from(value, 'base64url');
}

/** RFC 8292 §2-3: `vapid t=<JWT>, k=<P-256 public key>`; the JWT is ES256 over header.claims. */
function checkVapid(header: string | undefined, origin: string): ReceivedPush['vapid'] {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+),\s*k=([\w-]+)$/.exec(header ?? '');
  if (!match) throw new Error(`no VAPID authorization: ${header}`);
  const [, jwt = '', k = ''] = match;
  const [head = '', claims = '', signature = ''] = jwt.split('.');
  if (JSON.parse(b64url(head).toString()).alg !== 'ES256') throw new Error('VAPID JWT is not ES256');
  const raw = b64url(k);
  if (raw.length !== 65 || raw[0] !== 4) throw new Error('VAPID k is not an uncompressed P-256 key');
  const key = createPublicKey({ key: { kty: 'EC', crv: 'P-256', x: raw.subarray(1, 33).toString('base64url'), y: raw.subarray(33).toString('base64url') }, format: 'jwk' });
  const signed = verify('sha256', Buffer.from(`${head}.${claims}`), { key, dsaEncoding: 'ieee-p1363' }, b64url(signature));
  if (!signed) throw new Error('VAPID signature does not verify');
  const body = JSON.parse(b64url(claims).toString()) as { aud: string; sub: string; exp: number };
  if (body.aud !== origin) throw new Error(`VAPID aud ${body.aud} is not ${origin}`);
  const now = Date.now() / 1000;
  if (!(body.exp > now && body.exp <= now + 24 * 3600)) throw new Error('VAPID exp outside the next 24 hours');
  if (!/^(mailto:|https:)/.test(body.sub)) throw new Error(`VAPID sub ${body.sub} is neither mailto: nor https:`);
  return { ...body, publicKey: k };
}

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export async function startPushServiceStandIn(): Promise<PushServiceStandIn> {
  const received: ReceivedPush[] = [];
  const refused: string[] = [];
  const statuses = new Map<string, number>();
  const waiters = new Set<() => void>();
  let origin = '';
  let counter = 0;

  const server = createServer((request, response) => {
    void (async () => {
      const body = await readBody(request);
      const path = request.url ?? '/';
      try {
        if (request.method !== 'POST') throw new Error(`method ${request.method}`);
        if (request.headers['content-encoding'] !== 'aes128gcm') throw new Error(`encoding ${request.headers['content-encoding']}`);
        if (request.headers.ttl === undefined) throw new Error('no TTL header');
        const vapid = checkVapid(request.headers.authorization, origin);
        const status = statuses.get(path) ?? 201;
        if (status < 300) {
          const headers = Object.fromEntries(Object.entries(request.headers).map(([name, value]) => [name, String(value)]));
          received.push({ path, headers, body, vapid });
          for (const wake of waiters) wake();
        }
        response.writeHead(status).end();
      } catch (error) {
        refused.push(`${path}: ${(error as Error).message}`);
        response.writeHead(400).end();
      }
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const pathOf = (endpoint: string) => new URL(endpoint).pathname;
  return {
    origin,
    endpoint: () => `${origin}/push/${Date.now().toString(36)}-${(counter += 1)}`,
    received,
    refused,
    answer: (endpoint, status) => statuses.set(pathOf(endpoint), status),
    next: (endpoint, timeoutMs = 10_000) =>
      new Promise((resolve, reject) => {
        const take = () => {
          const index = received.findIndex((message) => message.path === pathOf(endpoint));
          if (index < 0) return false;
          const [message] = received.splice(index, 1);
          waiters.delete(wake);
          clearTimeout(timer);
          resolve(message as ReceivedPush);
          return true;
        };
        const wake = () => void take();
        const timer = setTimeout(() => {
          waiters.delete(wake);
          reject(new Error(`no push to ${endpoint} within ${timeoutMs} ms (refused: ${refused.join('; ') || 'none'})`));
        }, timeoutMs);
        if (!take()) waiters.add(wake);
      }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type BrowserPushKeys = {
  /** As PushSubscription.toJSON().keys: base64url. */
  p256dh: string;
  auth: string;
  /** RFC 8291 decryption of an aes128gcm message body with this "browser's" private key. */
  decrypt: (body: Buffer) => string;
};

const hmac = (key: Buffer, data: Buffer) => createHmac('sha256', key).update(data).digest();

/** What a browser makes when it subscribes: a P-256 key pair and a 16-byte auth secret. */
export function makeBrowserPushKeys(): BrowserPushKeys {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const authSecret = randomBytes(16);
  const uaPublic = ecdh.getPublicKey();
  return {
    p256dh: uaPublic.toString('base64url'),
    auth: authSecret.toString('base64url'),
    decrypt: (body) => {
      // RFC 8188 §2.1 header: salt(16) | rs(4) | idlen(1) | keyid (the sender's public key).
      const salt = body.subarray(0, 16);
      const idlen = body[20] ?? 0;
      const asPublic = body.subarray(21, 21 + idlen);
      const record = body.subarray(21 + idlen);
      // RFC 8291 §3.3-3.4: IKM from the ECDH secret and the auth secret, then CEK and nonce.
      const ecdhSecret = ecdh.computeSecret(asPublic);
      const prkKey = hmac(authSecret, ecdhSecret);
      const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), uaPublic, asPublic, Buffer.from([1])]);
      const ikm = hmac(prkKey, keyInfo);
      const prk = hmac(salt, ikm);
      const cek = hmac(prk, Buffer.from('Content-Encoding: aes128gcm\0\x01')).subarray(0, 16);
      const nonce = hmac(prk, Buffer.from('Content-Encoding: nonce\0\x01')).subarray(0, 12);
      const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
      decipher.setAuthTag(record.subarray(record.length - 16));
      const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
      // The last record ends with the delimiter 0x02 followed by zero padding.
      let end = padded.length - 1;
      while (end >= 0 && padded[end] === 0) end -= 1;
      if (padded[end] !== 2) throw new Error('not a last record (no 0x02 delimiter)');
      return padded.subarray(0, end).toString('utf8');
    },
  };
}
