import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_EXIT } from '@/lib/chat/chat-codes';
import { actorFeatures } from '@/lib/server/db/schema/actors';
import { camShowRuns, chatTickets } from '@/lib/server/db/schema/tickets';
import { chatMediaConnected } from '@/lib/server/chat/media-events';
import { runShowClock } from '@/lib/server/tickets/show-clock';
import type { AppRuntime } from '@/lib/server/runtime';
import { startTestRuntime, stopTestRuntime } from '@/tests/helpers/test-runtime';
import { chatRow, endLeftovers, performer, startOk } from './chat-calls';
import { freshGuest } from './fresh-guest';
import { recordEvents } from './messenger-calls';
import { fund } from './purchase-calls';
import { addShow, buyCall, removeCall } from './tickets-calls';
import { balanceOf } from './wallet-calls';

let rt: AppRuntime;
beforeAll(async () => {
  rt = await startTestRuntime();
});
afterEach(() => endLeftovers(rt));
afterAll(() => stopTestRuntime(rt));

const HOUR = 3_600_000;
const runOf = async (showId: number) => (await rt.db.select().from(camShowRuns).where(eq(camShowRuns.showId, showId)))[0] ?? null;
const heldFor = (showId: number) => rt.db.select().from(chatTickets).where(and(eq(chatTickets.showId, showId), isNull(chatTickets.removedAt)));

describe('ticket show capacity: the seats of a show are a hard limit', () => {
  it('the last seat: of two concurrent buys one wins, the other answers SOLD_OUT and pays nothing; a ticket given back frees the seat', async () => {
    const actorId = await performer(rt, 3);
    const show = await addShow(rt, actorId, 5, 499, { capacity: 1 });
    const [a, b] = [await freshGuest(rt), await freshGuest(rt)];
    await fund(rt, a.guestId, 1000);
    await fund(rt, b.guestId, 1000);
    const buy = (token: string) => buyCall(token, { id: show.id, modelId: actorId, start: show.start });
    const results = await Promise.all([buy(a.token), buy(b.token)]);
    expect(results.filter((result) => result.success)).toHaveLength(1);
    expect(results.find((result) => !result.success)?.errorCode).toBe('SOLD_OUT');
    expect(await heldFor(show.id)).toHaveLength(1);
    expect((await balanceOf(rt, a.guestId)) + (await balanceOf(rt, b.guestId))).toBe(2000 - 499);

    const winner = results[0]?.success ? a : b;
    const loser = winner === a ? b : a;
    expect((await removeCall(winner.token, show.id)).success).toBe(true);
    expect((await buy(loser.token)).success).toBe(true);
  });
});

describe('ticket shows follow their schedule by the server clock ("a ticket show starts for ticket holders only")', () => {
  it('start time reached while she is online: the show starts — holders invited, a running chat without a ticket ends with 200; after its end time it ends', async () => {
    const actorId = await performer(rt, 4, { price: 120 });
    const show = await addShow(rt, actorId, 1, 499);
    const holder = await freshGuest(rt);
    const stranger = await freshGuest(rt);
    await fund(rt, holder.guestId, 1000);
    await fund(rt, stranger.guestId, 1000);
    expect((await buyCall(holder.token, { id: show.id, modelId: actorId, start: show.start })).success).toBe(true);
    const strangerChat = await startOk(stranger.token, { actorId, type: 'live' });
    await chatMediaConnected(rt.db, strangerChat, new Date());
    const recorded = recordEvents(rt);
    const events = () => recorded.guest.filter((event) => event.guestId === holder.guestId).map((event) => event.message);

    const startsAt = new Date(show.start);
    await runShowClock(rt.db, rt.pubsub, new Date(startsAt.getTime() - 1000));
    expect(await runOf(show.id)).toBeNull();
    await runShowClock(rt.db, rt.pubsub, new Date(startsAt.getTime() + 1000));
    expect(await runOf(show.id)).toMatchObject({ startedAt: new Date(startsAt.getTime() + 1000), endedAt: null });
    expect(await chatRow(rt, strangerChat)).toMatchObject({ status: 'ended', exitCode: CHAT_EXIT.hostEnded });
    expect(events().some((event) => event.type === 'privateTicketShowInvitation' && event.showId === show.id)).toBe(true);
    // A second tick starts nothing twice.
    await runShowClock(rt.db, rt.pubsub, new Date(startsAt.getTime() + 2000));
    expect(events().filter((event) => event.type === 'privateTicketShowInvitation')).toHaveLength(1);

    await runShowClock(rt.db, rt.pubsub, new Date(startsAt.getTime() + HOUR + 1000));
    recorded.stop();
    expect((await runOf(show.id))?.endedAt).toEqual(new Date(startsAt.getTime() + HOUR));
    const [features] = await rt.db.select({ inShow: actorFeatures.isCurrentlyTicketShow }).from(actorFeatures).where(eq(actorFeatures.actorId, actorId));
    expect(features?.inShow).toBe(false);
  });

  it('she is offline at the start time: nothing starts by itself', async () => {
    const actorId = await performer(rt, 5, { online: false });
    const show = await addShow(rt, actorId, 2, 499);
    await runShowClock(rt.db, rt.pubsub, new Date(new Date(show.start).getTime() + 1000));
    expect(await runOf(show.id)).toBeNull();
  });
});
