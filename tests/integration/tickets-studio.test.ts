import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { studioShowAnswerSchema, studioShowListSchema } from '@/lib/contracts/cam-show';
import { actorFeatures } from '@/lib/server/db/schema/actors';
import { GUEST_EVENTS_CHANNEL } from '@/lib/server/realtime/guest-events';
import type { AppRuntime } from '@/lib/server/runtime';
import { DEMO_STUDIO_EMAILS, DEMO_STUDIO_PASSWORD, ensureDemoPerformerLogins } from '@/lib/server/studio/demo-performer-logins';
import { guestHasTicket, showAccess } from '@/lib/server/tickets/show-access';
import { startTestRuntime, stopTestRuntime } from '@/tests/helpers/test-runtime';
import { freshGuest } from './fresh-guest';
import { fund } from './purchase-calls';
import { studioCall, studioLogIn } from './studio-calls';
import { addShow, buyCall, HOUR } from './tickets-calls';
import { balanceOf } from './wallet-calls';
import { getActorData } from '@/lib/server/catalog/get-actor-data';

let rt: AppRuntime;
let luna: Awaited<ReturnType<typeof studioLogIn>>;
let other: Awaited<ReturnType<typeof studioLogIn>>;
beforeAll(async () => {
  rt = await startTestRuntime();
  await ensureDemoPerformerLogins(rt.db);
  luna = await studioLogIn(DEMO_STUDIO_EMAILS[0], DEMO_STUDIO_PASSWORD);
  other = await studioLogIn(DEMO_STUDIO_EMAILS[1], DEMO_STUDIO_PASSWORD);
});
afterAll(() => stopTestRuntime(rt));

const ticketShowFlag = async (actorId: number) =>
  (await rt.db.select({ v: actorFeatures.isCurrentlyTicketShow }).from(actorFeatures).where(eq(actorFeatures.actorId, actorId)))[0]?.v;

describe('studio show start and end (a ticket show starts for ticket holders only)', () => {
  it('start flips isCurrentlyTicketShow and invites the holders only; end clears it; showAccess follows', async () => {
    const show = await addShow(rt, luna.actorId, 1, 499);
    const holder = await freshGuest(rt);
    const stranger = await freshGuest(rt);
    await fund(rt, holder.guestId, 1000);
    expect((await buyCall(holder.token, { id: show.id, modelId: luna.actorId, start: show.start })).success).toBe(true);
    expect(await guestHasTicket(rt.db, { actorId: luna.actorId, guestId: holder.guestId })).toBe(true);
    expect(await guestHasTicket(rt.db, { actorId: luna.actorId, guestId: stranger.guestId })).toBe(false);

    const list = studioShowListSchema.parse(await (await studioCall('GET', 'show/list', {}, { token: luna.accessToken })).json()).data;
    expect(list.find((s) => s.id === show.id)).toMatchObject({ phase: 'upcoming', started: false, ticketCount: 1 });
    // Not started yet (an hour to go) and not hers: nobody is let in as a show guest.
    const before = await showAccess(rt.db, { actorId: luna.actorId, guestId: holder.guestId });
    expect(before.show?.id === show.id).toBe(false);

    const heard: unknown[] = [];
    const stop = rt.pubsub.subscribe(GUEST_EVENTS_CHANNEL, (payload) => heard.push(payload));
    try {
      expect((await studioCall('POST', `show/${show.id}/start`, {}, { token: other.accessToken })).status).toBe(404);
      const started = await studioCall('POST', `show/${show.id}/start`, {}, { token: luna.accessToken });
      expect(started.status).toBe(200);
      expect(studioShowAnswerSchema.parse(await started.json()).data).toMatchObject({ id: show.id, phase: 'running', started: true, ticketCount: 1 });
      expect(await ticketShowFlag(luna.actorId)).toBe(true);
      expect(heard).toEqual([
        { guestId: holder.guestId, message: { type: 'privateTicketShowInvitation', showId: show.id, actorId: luna.actorId, actorName: luna.actorName, actorSlug: luna.actorName.toLowerCase(), title: 'Show 1' } },
      ]);
      // Starting again invites nobody twice.
      await studioCall('POST', `show/${show.id}/start`, {}, { token: luna.accessToken });
      expect(heard).toHaveLength(1);
    } finally {
      stop();
    }

    const during = await showAccess(rt.db, { actorId: luna.actorId, guestId: holder.guestId });
    expect(during).toMatchObject({ show: { id: show.id }, hasTicket: true });
    expect(await showAccess(rt.db, { actorId: luna.actorId, guestId: stranger.guestId })).toMatchObject({ show: { id: show.id }, hasTicket: false });
    expect(await showAccess(rt.db, { actorId: luna.actorId, guestId: null })).toMatchObject({ hasTicket: false });

    const ended = await studioCall('POST', `show/${show.id}/end`, {}, { token: luna.accessToken });
    expect(studioShowAnswerSchema.parse(await ended.json()).data.phase).toBe('ended');
    expect(await ticketShowFlag(luna.actorId)).toBe(false);
    expect((await showAccess(rt.db, { actorId: luna.actorId, guestId: holder.guestId })).show?.id === show.id).toBe(false);
    expect((await studioCall('POST', `show/${show.id}/end`, {}, { token: luna.accessToken })).status).toBe(409);
    expect((await studioCall('POST', `show/${show.id}/start`, {}, {})).status).toBe(401);
  });

  it('the seed gives LunaSky an upcoming show within the next hour, an hour long', async () => {
    const list = studioShowListSchema.parse(await (await studioCall('GET', 'show/list', {}, { token: luna.accessToken })).json()).data;
    const soon = list.filter((s) => Date.parse(s.start) > rt.startedAt.getTime() && Date.parse(s.start) <= rt.startedAt.getTime() + HOUR);
    expect(soon.some((s) => Date.parse(s.end) - Date.parse(s.start) === HOUR)).toBe(true);
  });

  it('showAccess: a scheduled show running now counts without a studio start; none for a performer between shows', async () => {
    const running = await addShow(rt, other.actorId, -0.5, 499);
    const access = await showAccess(rt.db, { actorId: other.actorId, guestId: null, now: new Date(Date.parse(running.start) + HOUR / 4) });
    expect(access.show).toMatchObject({ id: running.id });
    const later = await showAccess(rt.db, { actorId: other.actorId, guestId: null, now: new Date(Date.parse(running.start) + 400 * HOUR) });
    expect(later).toEqual({ show: null, hasTicket: false });
  });

  it('a show she calls off before it begins gives every holder the price back', async () => {
    const show = await addShow(rt, other.actorId, 3, 650);
    const holder = await freshGuest(rt);
    await fund(rt, holder.guestId, 1000);
    expect((await buyCall(holder.token, { id: show.id, modelId: other.actorId, start: show.start })).success).toBe(true);
    expect(await balanceOf(rt, holder.guestId)).toBe(350);
    const ended = await studioCall('POST', `show/${show.id}/end`, {}, { token: other.accessToken });
    expect(studioShowAnswerSchema.parse(await ended.json()).data).toMatchObject({ phase: 'ended', ticketCount: 0 });
    expect(await balanceOf(rt, holder.guestId)).toBe(1000);
    expect(await guestHasTicket(rt.db, { actorId: other.actorId, guestId: holder.guestId })).toBe(false);
  });

  it('§3 actor data guestHasTicket: true for the holder of one of her coming shows, false for others and visitors', async () => {
    const show = await addShow(rt, other.actorId, 2, 300);
    const holder = await freshGuest(rt);
    const stranger = await freshGuest(rt);
    await fund(rt, holder.guestId, 500);
    expect((await buyCall(holder.token, { id: show.id, modelId: other.actorId, start: show.start })).success).toBe(true);
    const data = (guestId: number | null) => getActorData(rt.db, String(other.actorId), null, guestId);
    expect((await data(holder.guestId))?.guestHasTicket).toBe(true);
    expect((await data(stranger.guestId))?.guestHasTicket).toBe(false);
    expect((await data(null))?.guestHasTicket).toBe(false);
  });
});
