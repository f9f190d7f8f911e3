import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CANDIDATE_WINDOW_SECONDS, CONVERSION_CHAT_TRIAL_CODE, ELIGIBLE_SECONDS, TRIAL_CHAT_SECONDS } from '@/lib/conversion-chat/conversion-chat-rules';
import { conversionChatActorsResponseSchema } from '@/lib/contracts/conversion-chat';
import { VOUCHER_TYPE } from '@/lib/contracts/voucher';
import { chatMediaConnected } from '@/lib/server/chat/media-events';
import { startChat } from '@/lib/server/chat/start-chat';
import { tickChats } from '@/lib/server/chat/tick-chats';
import { TRIAL_VOUCHER_SOURCE } from '@/lib/server/conversion-chat/grant-trial';
import { guests } from '@/lib/server/db/schema/accounts';
import { actorFeatures, actors } from '@/lib/server/db/schema/actors';
import { guestVouchers } from '@/lib/server/db/schema/bonus';
import type { AppRuntime } from '@/lib/server/runtime';
import { startTestRuntime, stopTestRuntime } from '@/tests/helpers/test-runtime';
import { at, chatRow, endLeftovers, performer } from './chat-calls';
import { conversionChat, epoch, redeem, restGet, sessionOf } from './conversion-chat-calls';
import { freshGuest } from './fresh-guest';
import { recordEvents } from './messenger-calls';
import { fund } from './purchase-calls';

let rt: AppRuntime;
beforeAll(async () => {
  rt = await startTestRuntime();
});
afterEach(() => endLeftovers(rt));
afterAll(() => stopTestRuntime(rt));

const trialVouchers = (guestId: number) =>
  rt.db.select().from(guestVouchers).where(and(eq(guestVouchers.guestId, guestId), eq(guestVouchers.source, TRIAL_VOUCHER_SOURCE)));
const signedUpAt = async (guestId: number) => (await rt.db.select({ at: guests.createdAt }).from(guests).where(eq(guests.id, guestId)))[0]!.at;

describe('§3 guest session "conversion-chat countdown ends"', () => {
  it('a new guest who never paid is a candidate until 48 h after sign-up, and not eligible', async () => {
    const { guestId, token } = await freshGuest(rt);
    const { conversionChat: state } = await sessionOf(token);
    expect(state).toEqual({ candidateEndsAt: epoch(await signedUpAt(guestId)) + CANDIDATE_WINDOW_SECONDS, eligibleEndsAt: null });
  });

  it('no candidate 48 h after sign-up, nor as a paying customer', async () => {
    const old = await freshGuest(rt);
    await rt.db.update(guests).set({ createdAt: new Date(Date.now() - (CANDIDATE_WINDOW_SECONDS + 60) * 1000) }).where(eq(guests.id, old.guestId));
    expect((await sessionOf(old.token)).conversionChat).toEqual({ candidateEndsAt: null, eligibleEndsAt: null });
    const paying = await freshGuest(rt);
    await rt.db.update(guests).set({ isPayingCustomer: true }).where(eq(guests.id, paying.guestId));
    expect((await sessionOf(paying.token)).conversionChat).toEqual({ candidateEndsAt: null, eligibleEndsAt: null });
  });
});

describe('§7 guest/conversionChat {action: enable}', () => {
  it('grants once: 15 minutes of eligibility and a 180-second videochat voucher valid as long; the events reach the guest', async () => {
    const { guestId, token } = await freshGuest(rt);
    const events = recordEvents(rt);
    const before = epoch(new Date());
    const response = await conversionChat(token, { action: 'enable' });
    events.stop();
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true });

    const session = await sessionOf(token);
    expect(session.conversionChat.candidateEndsAt).toBeNull();
    expect(session.conversionChat.eligibleEndsAt).toBeGreaterThanOrEqual(before + ELIGIBLE_SECONDS);
    expect(session.conversionChat.eligibleEndsAt).toBeLessThanOrEqual(epoch(new Date()) + ELIGIBLE_SECONDS);
    expect(session.vouchers).toEqual([{ type: VOUCHER_TYPE.videochat, amount: TRIAL_CHAT_SECONDS, actorId: null }]);
    const [voucher] = await trialVouchers(guestId);
    expect(epoch(voucher!.validTo!)).toBe(session.conversionChat.eligibleEndsAt);

    const mine = events.guest.filter((event) => event.guestId === guestId).map((event) => event.message);
    expect(mine).toEqual([
      { type: 'bonusCodeRedeemed', code: CONVERSION_CHAT_TRIAL_CODE },
      { type: 'guestVouchers', vouchers: [{ type: VOUCHER_TYPE.videochat, amount: TRIAL_CHAT_SECONDS, actorId: null }] },
    ]);

    // A second enable (another tab, a replay) grants nothing.
    const again = await conversionChat(token, { action: 'enable' });
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ success: false, error: { code: 'CONFLICT' } });
    expect(await trialVouchers(guestId)).toHaveLength(1);
  });

  it('two enables at once grant one trial', async () => {
    const { guestId, token } = await freshGuest(rt);
    const statuses = (await Promise.all([conversionChat(token, { action: 'enable' }), conversionChat(token, { action: 'enable' })])).map((r) => r.status);
    expect(statuses.sort()).toEqual([200, 409]);
    expect(await trialVouchers(guestId)).toHaveLength(1);
  });

  it('is refused (409) to a guest who is no candidate: a paying customer', async () => {
    const { guestId, token } = await freshGuest(rt);
    await rt.db.update(guests).set({ isPayingCustomer: true }).where(eq(guests.id, guestId));
    expect((await conversionChat(token, { action: 'enable' })).status).toBe(409);
    expect(await trialVouchers(guestId)).toEqual([]);
  });

  it('the voucher pays the first three minutes of a live chat, then the balance pays', async () => {
    const actorId = await performer(rt, 7, { price: 120 });
    const { guestId, token } = await freshGuest(rt);
    expect((await conversionChat(token, { action: 'enable' })).status).toBe(200);
    await fund(rt, guestId, 100);
    const t0 = new Date();
    const chat = await startChat(rt.db, rt.pubsub, { guestId, actorId, type: 'live' }, t0);
    await chatMediaConnected(rt.db, chat.id, t0);
    await tickChats(rt.db, rt.pubsub, at(t0, 60));
    expect(await chatRow(rt, chat.id)).toMatchObject({ status: 'open', voucherSecondsUsed: 60, paidSeconds: 0, billedAmount: 0 });
    await tickChats(rt.db, rt.pubsub, at(t0, TRIAL_CHAT_SECONDS + 10));
    // 120 ct/min = 2 ct/s: ten paid seconds after the free three minutes.
    expect(await chatRow(rt, chat.id)).toMatchObject({ voucherSecondsUsed: TRIAL_CHAT_SECONDS, paidSeconds: 10, billedAmount: 20 });
  });
});

describe('§7 guest/conversionChat {action: disable}', () => {
  it('a candidate declines: no offer any more, and accepting afterwards is refused', async () => {
    const { guestId, token } = await freshGuest(rt);
    const response = await conversionChat(token, { action: 'disable' });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true });
    expect((await sessionOf(token)).conversionChat).toEqual({ candidateEndsAt: null, eligibleEndsAt: null });
    expect((await conversionChat(token, { action: 'enable' })).status).toBe(409);
    expect((await conversionChat(token, { action: 'disable' })).status).toBe(200);
    expect(await trialVouchers(guestId)).toEqual([]);
  });

  it('an eligible guest declines: the countdown ends now, the voucher stays until it expires', async () => {
    const { guestId, token } = await freshGuest(rt);
    await conversionChat(token, { action: 'enable' });
    expect((await conversionChat(token, { action: 'disable' })).status).toBe(200);
    const session = await sessionOf(token);
    expect(session.conversionChat).toEqual({ candidateEndsAt: null, eligibleEndsAt: null });
    expect(session.vouchers).toEqual([{ type: VOUCHER_TYPE.videochat, amount: TRIAL_CHAT_SECONDS, actorId: null }]);
    expect(await trialVouchers(guestId)).toHaveLength(1);
  });
});

describe('refusals at the boundary', () => {
  it('401 without a login, 422 VALIDATION_FAILED for an action that is neither enable nor disable', async () => {
    expect((await conversionChat(null, { action: 'enable' })).status).toBe(401);
    const { token } = await freshGuest(rt);
    const bad = await conversionChat(token, { action: 'maybe' });
    expect(bad.status).toBe(422);
    expect(await bad.json()).toMatchObject({ success: false, error: { code: 'VALIDATION_FAILED' } });
    expect((await conversionChat(token, {})).status).toBe(422);
    expect((await sessionOf(token)).conversionChat.candidateEndsAt).not.toBeNull();
  });
});

describe('§9 "a conversion chat trial code" (CHATTRIAL)', () => {
  it('redeeming it grants the trial, even after declining the box; the trial then is used', async () => {
    const { guestId, token } = await freshGuest(rt);
    await conversionChat(token, { action: 'disable' });
    const response = await redeem(token, 'chattrial');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true, bonus: { code: CONVERSION_CHAT_TRIAL_CODE, benefits: [{ kind: 'conversionChatTrial' }] } });
    const session = await sessionOf(token);
    expect(session.conversionChat.eligibleEndsAt).toBeGreaterThan(epoch(new Date()));
    expect(await trialVouchers(guestId)).toHaveLength(1);
    expect((await conversionChat(token, { action: 'enable' })).status).toBe(409);
  });

  it('after the box granted the trial, the code is a used one (409 BONUS_CODE_USED) and nothing is written', async () => {
    const { guestId, token } = await freshGuest(rt);
    await conversionChat(token, { action: 'enable' });
    const response = await redeem(token, CONVERSION_CHAT_TRIAL_CODE);
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({ error: { code: 'BONUS_CODE_USED' } });
    expect(await trialVouchers(guestId)).toHaveLength(1);
  });
});

describe('§7 actor/conversionChatActors', () => {
  it('lists online performers who take conversion chats (§9: at most 30), with avatar, profile name and live price; the demo performer is one', async () => {
    const onlineId = await performer(rt, 8, { price: 149 });
    await rt.db.update(actorFeatures).set({ conversionChat: true }).where(eq(actorFeatures.actorId, onlineId));
    const offlineId = await performer(rt, 9, { online: false });
    await rt.db.update(actorFeatures).set({ conversionChat: true }).where(eq(actorFeatures.actorId, offlineId));
    const response = await restGet('actor', 'conversionChatActors');
    expect(response.status).toBe(200);
    const { actors: list } = conversionChatActorsResponseSchema.parse(await response.json()).data;
    expect(list.length).toBeLessThanOrEqual(30);
    expect(list.map((a) => a.id)).toContain(onlineId);
    expect(list.map((a) => a.id)).not.toContain(offlineId);
    expect(list.find((a) => a.id === onlineId)).toMatchObject({ pricePerMinute: 149, currency: 'EUR', avatar: { url: expect.stringMatching(/^\/media\/avatar\//) } });

    const [luna] = await rt.db.select({ conversionChat: actorFeatures.conversionChat }).from(actorFeatures).innerJoin(actors, eq(actors.id, actorFeatures.actorId)).where(eq(actors.slug, 'lunasky'));
    expect(luna?.conversionChat).toBe(true);
  });
});
