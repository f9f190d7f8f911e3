import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { GET } from '@/app/rest/v1/[area]/[...call]/route';
import { CHAT_EXIT } from '@/lib/chat/chat-codes';
import { actorDataSchema } from '@/lib/contracts/actor';
import { dataEnvelope } from '@/lib/contracts/envelope';
import { ticketShowFieldsResponseSchema } from '@/lib/contracts/ticket-show';
import { chatMediaConnected } from '@/lib/server/chat/media-events';
import { tickChats } from '@/lib/server/chat/tick-chats';
import { endShow, startShow } from '@/lib/server/tickets/studio-shows';
import type { AppRuntime } from '@/lib/server/runtime';
import { startTestRuntime, stopTestRuntime } from '@/tests/helpers/test-runtime';
import { at, chatPost, chatRow, endLeftovers, giveChatSeconds, performer, startOk } from './chat-calls';
import { freshGuest } from './fresh-guest';
import { fund } from './purchase-calls';
import { addShow, buyCall } from './tickets-calls';
import { balanceOf } from './wallet-calls';

let rt: AppRuntime;
beforeAll(async () => {
  rt = await startTestRuntime();
});
afterEach(() => endLeftovers(rt));
afterAll(() => stopTestRuntime(rt));

/** The actor data a guest's chat panel asks for (§7 getActorDataByIdOrName): the whole answer is valid, and the panel's two fields read from it. */
async function ticketFields(actorId: number, token: string) {
  const request = new Request(`http://localhost/rest/v1/actor/getActorDataByIdOrName/${actorId}/`, { headers: { Authorization: `Bearer ${token}` } });
  const body: unknown = await (await GET(request, { params: Promise.resolve({ area: 'actor', call: ['getActorDataByIdOrName', String(actorId)] }) })).json();
  expect(dataEnvelope(actorDataSchema).safeParse(body).success).toBe(true);
  return ticketShowFieldsResponseSchema.parse(body).data;
}

const errorOf = async (response: Response) => ({ status: response.status, body: (await response.json()) as { error: { code: string; details?: Record<string, unknown> } } });

describe('"a ticket show starts for ticket holders only"', () => {
  it('she starts her show: chats without a ticket end (200), a stranger is refused 403 TICKET_REQUIRED, a holder joins at no charge per minute and spends no vouchers; the end of the show ends the show chats', async () => {
    const actorId = await performer(rt, 2, { price: 120 });
    const show = await addShow(rt, actorId, 1, 499);
    const holder = await freshGuest(rt);
    const stranger = await freshGuest(rt);
    await fund(rt, holder.guestId, 1000);
    await fund(rt, stranger.guestId, 1000);
    await giveChatSeconds(rt, holder.guestId, 120);
    expect((await buyCall(holder.token, { id: show.id, modelId: actorId, start: show.start })).success).toBe(true);
    const afterTicket = await balanceOf(rt, holder.guestId);

    // Before the show the stranger watches her live chat, paid per minute.
    const before = await startOk(stranger.token, { actorId, type: 'live' });
    const t0 = new Date();
    await chatMediaConnected(rt.db, before, t0);

    await startShow(rt.db, rt.pubsub, actorId, show.id, at(t0, 10));
    const ended = await chatRow(rt, before);
    expect(ended).toMatchObject({ status: 'ended', exitCode: CHAT_EXIT.hostEnded, billedSeconds: 10 });

    // The profile's chat panel learns it from her actor data: the holder may watch, the stranger not.
    expect(await ticketFields(actorId, holder.token)).toEqual({ isCurrentlyTicketShow: true, guestHasTicket: true });
    expect(await ticketFields(actorId, stranger.token)).toEqual({ isCurrentlyTicketShow: true, guestHasTicket: false });

    const refused = await errorOf(await chatPost('start', stranger.token, { actorId, type: 'live' }));
    expect(refused).toMatchObject({ status: 403, body: { error: { code: 'TICKET_REQUIRED', details: { showId: show.id } } } });
    const privateRefused = await errorOf(await chatPost('start', holder.token, { actorId, type: 'single' }));
    expect(privateRefused).toMatchObject({ status: 409, body: { error: { code: 'CHAT_UNAVAILABLE', details: { reason: 'ticketShow' } } } });

    // The holder asks for free chat and gets the show's live chat, free per minute.
    const showChat = await startOk(holder.token, { actorId, type: 'free' });
    expect(await chatRow(rt, showChat)).toMatchObject({ type: 'live', pricePerMinute: 0 });
    const t1 = new Date();
    await chatMediaConnected(rt.db, showChat, t1);
    await tickChats(rt.db, rt.pubsub, at(t1, 30));
    expect(await chatRow(rt, showChat)).toMatchObject({ status: 'open', billedSeconds: 30, billedAmount: 0, voucherSecondsUsed: 0 });
    expect(await balanceOf(rt, holder.guestId)).toBe(afterTicket);

    await endShow(rt.db, rt.pubsub, actorId, show.id, at(t1, 40));
    expect(await chatRow(rt, showChat)).toMatchObject({ status: 'ended', exitCode: CHAT_EXIT.hostEnded, billedAmount: 0 });
    // After the show her room is open to everyone again, at her price.
    const again = await startOk(stranger.token, { actorId, type: 'live' });
    expect(await chatRow(rt, again)).toMatchObject({ type: 'live', pricePerMinute: 120 });
  });

});
