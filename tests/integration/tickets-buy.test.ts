import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actors } from '@/lib/server/db/schema/actors';
import { ledgerTransactions } from '@/lib/server/db/schema/ledger';
import { chatTickets } from '@/lib/server/db/schema/tickets';
import type { AppRuntime } from '@/lib/server/runtime';
import { startTestRuntime, stopTestRuntime } from '@/tests/helpers/test-runtime';
import { freshGuest } from './fresh-guest';
import { balance, earningsOf, fund } from './purchase-calls';
import { addShow, buyCall, gql, removeCall } from './tickets-calls';
import { balanceOf, expectLedgerConsistent } from './wallet-calls';

let rt: AppRuntime;
let actorId: number;
beforeAll(async () => {
  rt = await startTestRuntime();
  const [row] = await rt.db.select({ id: actors.id }).from(actors).where(sql`cardinality(${actors.bannedCountryCodes}) = 0`).orderBy(actors.id).limit(1);
  if (!row) throw new Error('no performer');
  actorId = row.id;
});
afterAll(() => stopTestRuntime(rt));

const heldRows = (guestId: number, showId: number) =>
  rt.db.select().from(chatTickets).where(and(eq(chatTickets.guestId, guestId), eq(chatTickets.showId, showId)));

describe('§7 buy ticket {id, modelId, start, promoCode, creationType}', () => {
  it('two concurrent buys: one ticket, one charge to the performer’s earnings, ledger balanced; §9 creation type default C', async () => {
    const show = await addShow(rt, actorId, 2, 999);
    const { guestId, token } = await freshGuest(rt);
    await fund(rt, guestId, 5000);
    const earningsBefore = await balance(rt, earningsOf(actorId));
    const [a, b] = await Promise.all([buyCall(token, { id: show.id, modelId: actorId, start: show.start }), buyCall(token, { id: show.id, modelId: actorId, start: show.start })]);
    expect(a.success && b.success).toBe(true);
    expect(a.ticket?.id).toBe(b.ticket?.id);
    expect(a.ticket).toMatchObject({ showId: show.id, price: { value: 999, currency: 'EUR' }, creationType: 'C', promoCode: null });
    expect(a.show).toMatchObject({ id: show.id, isBought: true, canBuy: false, postBuyInfo: 'Secret room code 42' });
    expect(await heldRows(guestId, show.id)).toHaveLength(1);
    expect(await balanceOf(rt, guestId)).toBe(5000 - 999);
    expect(await balance(rt, earningsOf(actorId))).toBeGreaterThan(earningsBefore);
    const charges = await rt.db.select().from(ledgerTransactions).where(eq(ledgerTransactions.idempotencyKey, `ticket:${a.ticket?.id}`));
    expect(charges).toHaveLength(1);
    // A later buy is the same ticket, charged once.
    const again = await buyCall(token, { id: show.id, modelId: actorId, start: show.start, creationType: 'X' });
    expect(again.ticket?.id).toBe(a.ticket?.id);
    expect(await balanceOf(rt, guestId)).toBe(5000 - 999);
    await expectLedgerConsistent(rt);
  });

  it('not enough money: INSUFFICIENT_FUNDS with {price, balance, missing}, nothing written', async () => {
    const show = await addShow(rt, actorId, 3, 1499);
    const { guestId, token } = await freshGuest(rt);
    await fund(rt, guestId, 500);
    const result = await buyCall(token, { id: show.id, modelId: actorId, start: show.start, promoCode: 'SPRING' });
    expect(result).toMatchObject({ success: false, errorCode: 'INSUFFICIENT_FUNDS', ticket: null, insufficientFunds: { price: 1499, balance: 500, missing: 999 } });
    expect(await heldRows(guestId, show.id)).toHaveLength(0);
    expect(await balanceOf(rt, guestId)).toBe(500);
    await expectLedgerConsistent(rt);
  });

  it('a stale start is SHOW_CHANGED, another performer’s id NOT_FOUND, an ended show SHOW_ENDED, no token UNAUTHORIZED', async () => {
    const show = await addShow(rt, actorId, 4, 499);
    const past = await addShow(rt, actorId, -2, 499);
    const { guestId, token } = await freshGuest(rt);
    await fund(rt, guestId, 5000);
    const moved = new Date(Date.parse(show.start) - 15 * 60_000).toISOString();
    expect((await buyCall(token, { id: show.id, modelId: actorId, start: moved })).errorCode).toBe('SHOW_CHANGED');
    expect((await buyCall(token, { id: show.id, modelId: actorId + 1, start: show.start })).errorCode).toBe('NOT_FOUND');
    expect((await buyCall(token, { id: 99_999_999, modelId: actorId, start: show.start })).errorCode).toBe('NOT_FOUND');
    expect((await buyCall(token, { id: past.id, modelId: actorId, start: past.start })).errorCode).toBe('SHOW_ENDED');
    expect((await buyCall(undefined, { id: show.id, modelId: actorId, start: show.start })).errorCode).toBe('UNAUTHORIZED');
    expect(await balanceOf(rt, guestId)).toBe(5000);
    const bad = await gql('mutation { buyChatTicket(id: -1, modelId: 1, start: "x") { success } }', {}, token);
    expect(bad.body.errors?.[0]?.extensions?.code).toBe('VALIDATION_FAILED');
  });

  it('a free show is booked at 0, nothing moves in the ledger', async () => {
    const show = await addShow(rt, actorId, 5, 0, { isFree: true });
    const { guestId, token } = await freshGuest(rt);
    const result = await buyCall(token, { id: show.id, modelId: actorId, start: show.start });
    expect(result).toMatchObject({ success: true, ticket: { price: { value: 0 } }, show: { isBought: true } });
    expect(await balanceOf(rt, guestId)).toBe(0);
  });
});

describe('§7 remove ticket {id}', () => {
  it('before the start: removed and refunded; the show can be bought again', async () => {
    const show = await addShow(rt, actorId, 6, 799);
    const { guestId, token } = await freshGuest(rt);
    await fund(rt, guestId, 1000);
    const earningsBefore = await balance(rt, earningsOf(actorId));
    expect((await buyCall(token, { id: show.id, modelId: actorId, start: show.start })).success).toBe(true);
    const removed = await removeCall(token, show.id);
    expect(removed).toMatchObject({ success: true, errorCode: null, show: { isBought: false, canBuy: true } });
    expect(await balanceOf(rt, guestId)).toBe(1000);
    expect(await balance(rt, earningsOf(actorId))).toBe(earningsBefore);
    expect((await removeCall(token, show.id)).errorCode).toBe('NOT_FOUND');
    expect((await buyCall(token, { id: show.id, modelId: actorId, start: show.start })).success).toBe(true);
    expect(await balanceOf(rt, guestId)).toBe(1000 - 799);
    await expectLedgerConsistent(rt);
  });

  it('after the start: NOT_REMOVABLE, kept and not refunded', async () => {
    const show = await addShow(rt, actorId, -0.25, 499);
    const { guestId, token } = await freshGuest(rt);
    await fund(rt, guestId, 1000);
    expect((await buyCall(token, { id: show.id, modelId: actorId, start: show.start })).success).toBe(true);
    expect(await removeCall(token, show.id)).toMatchObject({ success: false, errorCode: 'NOT_REMOVABLE' });
    expect(await balanceOf(rt, guestId)).toBe(501);
    expect(await heldRows(guestId, show.id)).toHaveLength(1);
  });

  it('another guest cannot remove a holder’s ticket', async () => {
    const show = await addShow(rt, actorId, 7, 499);
    const holder = await freshGuest(rt);
    const stranger = await freshGuest(rt);
    await fund(rt, holder.guestId, 1000);
    expect((await buyCall(holder.token, { id: show.id, modelId: actorId, start: show.start })).success).toBe(true);
    expect((await removeCall(stranger.token, show.id)).errorCode).toBe('NOT_FOUND');
    expect((await heldRows(holder.guestId, show.id))[0]?.removedAt).toBeNull();
    expect(await balanceOf(rt, holder.guestId)).toBe(501);
  });
});

describe('isBought in the lists', () => {
  it('true for the holder only (camShowsByModel and camShows with the bearer token)', async () => {
    const show = await addShow(rt, actorId, 8, 499);
    const holder = await freshGuest(rt);
    const other = await freshGuest(rt);
    await fund(rt, holder.guestId, 1000);
    await buyCall(holder.token, { id: show.id, modelId: actorId, start: show.start });
    const query = 'query($id: Int!) { camShowsByModel(modelId: $id) { id isBought canBuy postBuyInfo } camShows(first: 100) { items { id isBought } } }';
    const mine = (await gql(query, { id: actorId }, holder.token)).body.data;
    const theirs = (await gql(query, { id: actorId }, other.token)).body.data;
    const visitor = (await gql(query, { id: actorId })).body.data;
    const pick = (data: { camShowsByModel: { id: number }[] }) => data.camShowsByModel.find((s) => s.id === show.id);
    expect(pick(mine)).toEqual({ id: show.id, isBought: true, canBuy: false, postBuyInfo: 'Secret room code 42' });
    expect(pick(theirs)).toEqual({ id: show.id, isBought: false, canBuy: true, postBuyInfo: null });
    expect(pick(visitor)).toMatchObject({ isBought: false });
    const inList = (data: { camShows: { items: { id: number; isBought: boolean }[] } }) => data.camShows.items.find((s) => s.id === show.id)?.isBought;
    expect(inList(mine)).toBe(true);
    expect(inList(theirs)).toBe(false);
  });
});

describe('myChatTickets (the pages’ client islands)', () => {
  it('the guest’s held shows; UNAUTHORIZED without a token', async () => {
    const show = await addShow(rt, actorId, 9, 0, { isFree: true });
    const { token } = await freshGuest(rt);
    await buyCall(token, { id: show.id, modelId: actorId, start: show.start });
    expect((await gql('{ myChatTickets }', {}, token)).body.data.myChatTickets).toEqual([show.id]);
    expect((await gql('{ myChatTickets }')).body.errors?.[0]?.extensions?.code).toBe('UNAUTHORIZED');
  });
});
