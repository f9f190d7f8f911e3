import type { RestArea } from '@/lib/server/rest/call';
import { deepValue, encode, nastyStrings, nastyValue, type Rng, word } from './fuzz-random';
import { type IdPool, type JsonSchema, jsonSchemaOf, valueFor } from './fuzz-schema-value';

/** One HTTP request of the fuzz suite, sent as is over a socket. */
export type HttpCase = { label: string; method: string; path: string; headers: Record<string, string>; body?: string };

export type FuzzTokens = { guest: string; performer: string };

type CallEntry = { area: string; pattern: string; method: string; schema: JsonSchema };

/** Every call of the dispatcher's table (lib/server/rest/dispatch.ts), with its input as JSON Schema. */
export function restCallTable(areas: Readonly<Record<string, RestArea>>): CallEntry[] {
  return Object.entries(areas).flatMap(([area, table]) =>
    Object.entries(table).map(([pattern, call]) => ({ area, pattern, method: call.method, schema: jsonSchemaOf(call.input) })),
  );
}

const PASSWORD_CALL = /login|signup|pwdreset|password|delete/i;
const MALFORMED_SEGMENTS = ['%zz', '%', '%E0%A4%A', '%00', '%2F', '..', '%2e%2e', '%C0%AF', '%FF%FE', 'a%20b', '%F0%9F%98%80'];
const WRONG_TYPES = ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/xml', 'application/json; charset=latin1', ''];
const BAD_JSON = ['{', '{"a":}', "{'a':1}", '[1,2', 'undefined', 'NaN', '{"a":1}{"b":2}', '\u0000', '\uFEFF{"a":1}', '{"a":"\\ud800"}', '{"a":1,}', 'nul', '"\\x00"'];

function segmentFor(name: string, schema: JsonSchema, rng: Rng, ids: IdPool): string {
  if (rng.chance(0.15)) return rng.pick(MALFORMED_SEGMENTS);
  if (rng.chance(0.15)) return encode(rng.pick(nastyStrings)) || 'x';
  const value = valueFor(schema.properties?.[name] ?? {}, name, { rng, ids, mutation: 0 }, 1);
  return encode(typeof value === 'object' ? JSON.stringify(value) : String(value)) || '1';
}

function queryString(input: Record<string, unknown>, rng: Rng): string {
  const params: string[] = [];
  for (const [key, value] of Object.entries(input)) {
    const text = typeof value === 'string' ? value : JSON.stringify(value) ?? '';
    params.push(`${encode(key)}=${encode(text)}`);
  }
  if (rng.chance(0.1)) params.push(`${rng.pick(['language', 'ver', 'x', '__proto__', 'constructor'])}=${encode(rng.pick(nastyStrings))}`);
  if (rng.chance(0.03)) params.push(rng.pick(['%zz=1', 'a=%', '&&&', '=', 'a[b]=1', 'a=1&a=2']));
  return params.length > 0 ? `?${params.join('&')}` : '';
}

function postBody(input: unknown, rng: Rng): { body: string; contentType: string; kind: string } {
  const roll = rng.next();
  if (roll < 0.72) return { body: JSON.stringify(input), contentType: 'application/json', kind: 'json' };
  if (roll < 0.78) return { body: JSON.stringify(input), contentType: rng.pick(WRONG_TYPES), kind: 'wrong-type' };
  if (roll < 0.85) return { body: rng.pick(BAD_JSON), contentType: 'application/json', kind: 'bad-json' };
  if (roll < 0.91) return { body: JSON.stringify(nastyValue(rng)), contentType: 'application/json', kind: 'nasty' };
  if (roll < 0.94) return { body: '', contentType: 'application/json', kind: 'empty' };
  if (roll < 0.97) {
    const levels = rng.pick([50, 3_000, 100_000]);
    return { body: `${'['.repeat(levels)}${']'.repeat(levels)}`, contentType: 'application/json', kind: 'deep-array' };
  }
  if (roll < 0.995) return { body: JSON.stringify({ ...(input as object), deep: deepValue(rng.pick([40, 1_000]), rng) }), contentType: 'application/json', kind: 'deep' };
  return { body: JSON.stringify({ pad: 'x'.repeat(1_100_000) }), contentType: 'application/json', kind: 'too-large' };
}

/** A generator of REST requests over every call of the table, with the tokens of the moment. */
export function restCaseSource(calls: readonly CallEntry[], rng: Rng, ids: IdPool, tokens: () => FuzzTokens): () => HttpCase {
  return () => {
    let entry = rng.chance(0.02) ? { area: word(rng), pattern: word(rng), method: 'GET', schema: {} } : rng.pick(calls);
    // Password calls hash with argon2 (tens of ms of CPU each, on purpose): a quarter as often.
    if (PASSWORD_CALL.test(entry.pattern) && rng.chance(0.75)) entry = rng.pick(calls);
    const mutation = rng.pick([0, 0.1, 0.3]);
    const segments = entry.pattern.split('/').map((part) => {
      const placeholder = /^\{(\w+)\}$/.exec(part)?.[1];
      return placeholder ? segmentFor(placeholder, entry.schema, rng, ids) : part;
    });
    const input = (valueFor(entry.schema, '', { rng, ids, mutation }) ?? {}) as Record<string, unknown>;
    const method = rng.chance(0.04) ? rng.pick(['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'HEAD']) : entry.method;

    const headers: Record<string, string> = {};
    const { guest, performer } = tokens();
    const token = entry.area === 'studio' && rng.chance(0.8) ? performer : rng.pick([guest, guest, guest, guest, guest, guest, performer, 'not-a-token', '']);
    const inQuery = rng.chance(0.1);
    if (token && !inQuery) headers.authorization = rng.chance(0.97) ? `Bearer ${token}` : rng.pick(['Bearer', 'Basic abc', `Bearer ${token} extra`]);

    let path = `/rest/v1/${entry.area}/${segments.join('/')}${rng.chance(0.5) ? '/' : ''}`;
    let body: string | undefined;
    let kind = 'query';
    if (method === 'GET' || method === 'HEAD') path += queryString(typeof input === 'object' && input !== null ? input : {}, rng);
    else {
      const post = postBody(input, rng);
      body = post.body;
      kind = post.kind;
      if (post.contentType) headers['content-type'] = post.contentType;
    }
    if (inQuery && token) path += `${path.includes('?') ? '&' : '?'}access_token=${encode(token)}`;
    return { label: `REST ${method} ${entry.area}/${entry.pattern} (${kind})`, method, path, headers, body };
  };
}
