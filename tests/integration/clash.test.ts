import { eq } from 'drizzle-orm';
import { GET } from '@/app/rest/v1/[area]/[...call]/route';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CLASH_DURATION_MS } from '@/lib/clash/clash-rules';
import { clashResponseSchema, clashVoteResponseSchema, currentClashResponseSchema } from '@/lib/contracts/clash';
import { stopClashTimers } from '@/lib/server/clash/clash-events';
import { currentClash, startClash } from '@/lib/server/clash/clash-service';
import { clashes } from '@/lib/server/db/schema/clash';
import { BROADCAST_CHANNEL, type BroadcastEvent } from '@/lib/server/realtime/broadcast-events';
import type { AppRuntime } from '@/lib/server/runtime';
import { startTestRuntime, stopTestRuntime } from '@/tests/helpers/test-runtime';
import { expectError } from './account-calls';
import { performer } from './chat-calls';
import { performerToken } from './chat-studio-calls';
import { freshGuest } from './fresh-guest';
import { studioCall } from './studio-calls';
import { post } from './wallet-calls';

let rt: AppRuntime;
beforeAll(async () => {
  rt = await startTestRuntime();
});
afterEach(() => stopClashTimers());
afterAll(() => stopTestRuntime(rt));

const vote = (token: string | null, clashId: number | string, actorId: number) => post(`${clashId}/vote`, token, { actorId }, 'clash');
const current = (actorId: number, token?: string) =>
  GET(new Request(`http://localhost/rest/v1/clash/current/${actorId}/`, { headers: token ? { Authorization: `Bearer ${token}` } : {} }), {
    params: Promise.resolve({ area: 'clash', call: ['current', String(actorId)] }),
  });

function recordBroadcasts() {
  const seen: BroadcastEvent['message'][] = [];
  const stop = rt.pubsub.subscribe(BROADCAST_CHANNEL, (payload) => seen.push((payload as BroadcastEvent).message));
  return { seen, stop };
}

async function pair(index: number) {
  const a = await performer(rt, index);
  const b = await performer(rt, index + 1);
  return { a, b, token: await performerToken(rt, a) };
}

describe('clash of cams (a timed vote between two performers)', () => {
  it('she starts a 5-minute clash with an online performer; everyone gets clashOfCamsVoting running 0:0', async () => {
    const { a, b, token } = await pair(1);
    const events = recordBroadcasts();
    const response = await studioCall('POST', 'clash', { opponentId: b }, { token });
    events.stop();
    expect(response.status).toBe(200);
    const { clash } = clashResponseSchema.parse(await response.json()).data;
    expect(clash).toMatchObject({ status: 'running', winnerActorId: null, entries: [{ actorId: a, votes: 0 }, { actorId: b, votes: 0 }] });
    expect(Date.parse(clash.endsAt) - Date.now()).toBeGreaterThan(CLASH_DURATION_MS - 10_000);
    expect(events.seen).toContainEqual({ type: 'clashOfCamsVoting', ...clash });
  });

  it('one running clash per performer (409 busy for either side); an offline opponent 409; herself 422; unknown 404', async () => {
    const { a, b, token } = await pair(3);
    expect((await studioCall('POST', 'clash', { opponentId: b }, { token })).status).toBe(200);
    const c = await performer(rt, 5);
    await expectError(await studioCall('POST', 'clash', { opponentId: c }, { token }), 409, 'CONFLICT');
    await expectError(await studioCall('POST', 'clash', { opponentId: a }, { token: await performerToken(rt, c) }), 409, 'CONFLICT');
    const offline = await performer(rt, 6, { online: false });
    await expectError(await studioCall('POST', 'clash', { opponentId: offline }, { token: await performerToken(rt, c) }), 409, 'CONFLICT');
    await expectError(await studioCall('POST', 'clash', { opponentId: c }, { token: await performerToken(rt, c) }), 422, 'VALIDATION_FAILED');
    await expectError(await studioCall('POST', 'clash', { opponentId: 2_000_000_000 }, { token: await performerToken(rt, c) }), 404, 'NOT_FOUND');
  });

  it('a guest votes once (409 the second time), 401 without login, 404 unknown clash, 422 a performer not in the clash', async () => {
    const { a, b } = await pair(7);
    const clash = await startClash(rt.db, rt.pubsub, { actorId: a, opponentId: b });
    const guest = await freshGuest(rt);
    const first = await vote(guest.token, clash.clashId, b);
    expect(first.status).toBe(200);
    const voted = clashVoteResponseSchema.parse(await first.json()).data;
    expect(voted).toMatchObject({ votedActorId: b, clash: { entries: [{ actorId: a, votes: 0 }, { actorId: b, votes: 1 }] } });
    await expectError(await vote(guest.token, clash.clashId, a), 409, 'CONFLICT');
    await expectError(await vote(null, clash.clashId, a), 401, 'UNAUTHORIZED');
    await expectError(await vote(guest.token, 2_000_000_000, a), 404, 'NOT_FOUND');
    const other = await freshGuest(rt);
    await expectError(await vote(other.token, clash.clashId, await performer(rt, 9)), 422, 'VALIDATION_FAILED');
    const seen = currentClashResponseSchema.parse(await (await current(a, guest.token)).json()).data;
    expect(seen).toMatchObject({ votedActorId: b, clash: { clashId: clash.clashId, status: 'running' } });
    const visitor = currentClashResponseSchema.parse(await (await current(b)).json()).data;
    expect(visitor.votedActorId).toBeNull();
  });

  it('the clash ends by the server clock: a read after the end marks it ended with the winner, announces it, and votes are 409', async () => {
    const { a, b } = await pair(10);
    const t0 = new Date();
    const clash = await startClash(rt.db, rt.pubsub, { actorId: a, opponentId: b }, t0);
    for (let i = 0; i < 2; i += 1) expect((await vote((await freshGuest(rt)).token, clash.clashId, a)).status).toBe(200);
    const later = new Date(t0.getTime() + CLASH_DURATION_MS + 1_000);
    const events = recordBroadcasts();
    expect(await currentClash(rt.db, rt.pubsub, a, later)).toBeNull();
    events.stop();
    expect(events.seen).toContainEqual(expect.objectContaining({ type: 'clashOfCamsVoting', clashId: clash.clashId, status: 'ended', winnerActorId: a }));
    const [row] = await rt.db.select().from(clashes).where(eq(clashes.id, clash.clashId));
    expect(row?.status).toBe('ended');
    await expectError(await vote((await freshGuest(rt)).token, clash.clashId, a), 409, 'CONFLICT');
    // The seats are free again: a new clash may start.
    expect((await startClash(rt.db, rt.pubsub, { actorId: b, opponentId: a }, later)).status).toBe('running');
  });

  it('a restarted server leaves no clash running past its end: the first read settles it, without a timer', async () => {
    const { a, b } = await pair(12);
    const past = new Date(Date.now() - CLASH_DURATION_MS - 5_000);
    const clash = await startClash(rt.db, rt.pubsub, { actorId: a, opponentId: b }, past);
    stopClashTimers(); // the restart lost the timer
    const view = currentClashResponseSchema.parse(await (await current(b)).json()).data;
    expect(view.clash).toBeNull();
    const [row] = await rt.db.select().from(clashes).where(eq(clashes.id, clash.clashId));
    expect(row?.status).toBe('ended');
  });
});
