import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { errorBodySchema } from '@/lib/contracts/envelope';
import { PRIVACY_VERSION, TERMS_VERSION } from '@/lib/server/accounts/legal-versions';
import { actors } from '@/lib/server/db/schema/actors';
import { albums, pictures, videos } from '@/lib/server/db/schema/catalog';
import { messengerChannels } from '@/lib/server/db/schema/messenger';
import { graphqlSchema } from '@/lib/server/graphql/schema';
import { log } from '@/lib/server/log';
import { restAreas } from '@/lib/server/rest/dispatch';
import type { AppRuntime } from '@/lib/server/runtime';
import { startTestRuntime, stopTestRuntime } from '@/tests/helpers/test-runtime';
import { performerToken } from '@/tests/integration/chat-studio-calls';
import { freshGuest } from '@/tests/integration/fresh-guest';
import { graphqlCaseSource } from './fuzz-graphql';
import { createRng } from './fuzz-random';
import { type FuzzTokens, type HttpCase, restCallTable, restCaseSource } from './fuzz-rest';
import { type FuzzServer, startFuzzServer } from './fuzz-server';
import { FuzzSocket, wsFrameSource } from './fuzz-ws';

/**
 * Generated hostile input to every REST call of the dispatcher's table, to GraphQL and to the
 * WebSocket hub: wrong types, huge and deep values, unicode, NUL, prototype keys, invalid JSON,
 * wrong content types. None may answer 5xx, throw past the boundary or log an unexpected error,
 * and the server answers normal calls afterwards. FUZZ_INPUTS scales it (default 10,000),
 * FUZZ_SEED replays a run.
 */
const TOTAL = Number(process.env.FUZZ_INPUTS ?? 10_000);
const SEED = Number(process.env.FUZZ_SEED ?? 21);
const SHARE = { rest: 0.6, graphql: 0.2, ws: 0.2 };
const NEW_GUEST_EVERY = 300;
const HTTP_SHARE = 0.25;

let rt: AppRuntime;
let server: FuzzServer;
let ids: number[];
let actorId: number;
const tokens: FuzzTokens = { guest: '', performer: '' };

beforeAll(async () => {
  rt = await startTestRuntime();
  server = await startFuzzServer();
  const first = <T extends { id: number }>(rows: T[]) => rows.map((r) => r.id);
  const actorIds = first(await rt.db.select({ id: actors.id }).from(actors).orderBy(asc(actors.id)).limit(10));
  actorId = actorIds[0] as number;
  ids = [
    ...actorIds,
    ...first(await rt.db.select({ id: videos.id }).from(videos).limit(10)),
    ...first(await rt.db.select({ id: albums.id }).from(albums).limit(10)),
    ...first(await rt.db.select({ id: pictures.id }).from(pictures).limit(5)),
    ...first(await rt.db.select({ id: messengerChannels.id }).from(messengerChannels).limit(5)),
    1,
    2,
  ];
  tokens.guest = (await freshGuest(rt, { privacy: PRIVACY_VERSION, terms: TERMS_VERSION })).token;
  tokens.performer = await performerToken(rt, actorId);
});

afterAll(async () => {
  await server?.close();
  if (rt) await stopTestRuntime(rt);
});

type Failure = { label: string; detail: string };

/** Answers per status, so the suite can tell that inputs get past validation into the handlers. */
const statuses = new Map<number, number>();

function checkHttp(c: HttpCase, answer: { status: number; contentType: string; text: string }, failures: Failure[]): void {
  statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
  const fail = (detail: string) => {
    failures.push({ label: c.label, detail: `${detail} — ${c.method} ${c.path.slice(0, 160)} ${String(c.body ?? '').slice(0, 160)}` });
  };
  if (answer.status >= 500) return fail(`${answer.status} ${answer.text.slice(0, 200)}`);
  // Node's HTTP parser refuses a request line or headers over 16 KB with 431 before any code of ours runs.
  if (c.method === 'HEAD' || answer.status === 431) return;
  if (c.path.startsWith('/rest/') && answer.status >= 400) {
    if (!answer.contentType.startsWith('application/json')) return fail(`${answer.status} not JSON (${answer.contentType})`);
    const body = errorBodySchema.safeParse(JSON.parse(answer.text));
    if (!body.success) fail(`${answer.status} not the error shape: ${answer.text.slice(0, 200)}`);
  }
  if (c.path.startsWith('/graphql') && answer.contentType.includes('json')) {
    const body = JSON.parse(answer.text) as { errors?: { extensions?: { code?: string } }[] };
    if (body.errors?.some((e) => e.extensions?.code === 'INTERNAL')) fail(`INTERNAL error: ${answer.text.slice(0, 200)}`);
  }
}

/** Runs `count` inputs, `parallel` at a time. */
async function pool(count: number, parallel: number, run: (index: number) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(Array.from({ length: parallel }, async () => {
    for (let i = next++; i < count; i = next++) await run(i);
  }));
}

describe(`fuzz: ${TOTAL} generated inputs (seed ${SEED})`, () => {
  it('no 5xx, no uncaught error, no unexpected error logged, and normal calls answer afterwards', async () => {
    const failures: Failure[] = [];
    const logged = vi.spyOn(log, 'error');
    const uncaught: unknown[] = [];
    const onUncaught = (error: unknown) => uncaught.push(error);
    process.on('uncaughtException', onUncaught);
    process.on('unhandledRejection', onUncaught);
    const prototypeKeys = Object.getOwnPropertyNames(Object.prototype).join();

    const restCount = Math.round(TOTAL * SHARE.rest);
    const graphqlCount = Math.round(TOTAL * SHARE.graphql);
    const wsCount = TOTAL - restCount - graphqlCount;
    const nextRest = restCaseSource(restCallTable(restAreas), createRng(SEED + 1), ids, () => tokens);
    const nextGraphql = graphqlCaseSource(graphqlSchema, createRng(SEED + 2), ids, () => tokens);
    const nextFrame = wsFrameSource(createRng(SEED + 3), ids, () => tokens);
    let sent = 0;

    const transport = createRng(SEED + 4);
    const http = async (c: HttpCase) => {
      // A quarter over a socket (raw paths, lying headers reach node's parser), the rest in process.
      checkHttp(c, await (transport.chance(HTTP_SHARE) ? server.send(c) : server.direct(c)), failures);
      sent += 1;
    };
    const rest = pool(restCount, 4, async (i) => {
      if (i > 0 && i % NEW_GUEST_EVERY === 0) {
        // Some calls log the guest out or close the account: a new guest keeps the calls getting past auth.
        tokens.guest = (await freshGuest(rt, { privacy: PRIVACY_VERSION, terms: TERMS_VERSION })).token;
        tokens.performer = await performerToken(rt, actorId);
      }
      await http(nextRest());
    });
    const graphql = pool(graphqlCount, 2, async () => http(nextGraphql()));
    const base = `ws://127.0.0.1:${server.port}/ws`;
    const sockets = [new FuzzSocket(base, () => null), new FuzzSocket(base, () => ({ accessToken: tokens.guest })), new FuzzSocket(base, () => ({ studioToken: tokens.performer }))];
    const ws = pool(wsCount, sockets.length, async (i) => {
      const frame = nextFrame();
      const replies = await sockets[i % sockets.length]!.exchange(frame.text);
      sent += 1;
      for (const reply of replies ?? []) {
        if (reply.type === 'error' && reply.code === 'INTERNAL') failures.push({ label: frame.label, detail: `INTERNAL — ${frame.text.slice(0, 200)}` });
      }
    });
    await Promise.all([rest, graphql, ws]);

    // Normal calls answer as before.
    const balance = await server.send({ label: 'balance', method: 'GET', path: '/rest/v1/guest/getGuestBalance', headers: { authorization: `Bearer ${tokens.guest}` } });
    expect(balance.status).toBe(200);
    const categories = await server.send({ label: 'categories', method: 'POST', path: '/graphql', headers: { 'content-type': 'application/json' }, body: '{"query":"{ categories { id } }"}' });
    expect(categories.status).toBe(200);
    expect((JSON.parse(categories.text) as { data: { categories: unknown[] } }).data.categories.length).toBeGreaterThan(0);
    const socket = new FuzzSocket(base, () => ({ accessToken: tokens.guest }));
    expect(await socket.exchange('{"type":"canOneClick"}')).not.toBeNull();
    socket.close();
    for (const s of sockets) s.close();

    process.off('uncaughtException', onUncaught);
    process.off('unhandledRejection', onUncaught);
    const errorLines = logged.mock.calls.map(([message, extra]) => `${message}: ${String(extra).slice(0, 300)}`);
    logged.mockRestore();
    expect(sent).toBe(TOTAL);
    // Inputs must reach the services, not only the validation: over 15 % answer 200 (a quarter with seed 21).
    expect(statuses.get(200) ?? 0).toBeGreaterThan((restCount + graphqlCount) * 0.15);
    expect(failures.slice(0, 25)).toEqual([]);
    expect(uncaught).toEqual([]);
    expect(errorLines.slice(0, 25)).toEqual([]);
    expect(Object.getOwnPropertyNames(Object.prototype).join()).toBe(prototypeKeys);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  }, 180_000);
});
