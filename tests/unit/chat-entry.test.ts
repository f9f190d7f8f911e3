import { describe, expect, it } from 'vitest';
import { type ChatGuest, chatEntries, chatRestriction, freeSecondsNow, freeSecondsWith, chatTypeOfQuery, elapsedSeconds, hasVideochatVoucher, type PerformerChatState } from '@/lib/chat/chat-entry';
import { initialPanelState, panelReducer, preChatAction, refusalOf } from '@/lib/chat/chat-panel-state';
import type { ChatReceipt, ChatView } from '@/lib/contracts/chat';

const her: PerformerChatState = {
  online: true,
  freeChat: true,
  voyeur: true,
  videocall: true,
  livePreview: true,
  voice: true,
  busy: false,
  liveAgeRating: null,
  prices: { live: 149, voyeur: 199, single: 299, singlec2c: 349, videocall: 249, voice: 119 },
};
const text = { perMinute: '{price}/min', free: 'Free' };
type Session = NonNullable<ChatGuest['session']>;
const guest = (fields: Partial<Session> = {}): ChatGuest => ({
  session: {
    isVip: false, isVXTVAboSubscriber: false, isPremium: false, isPayingCustomer: true, isRestricted: false, restrictionLevel: 0,
    isLocked: false, isBlockedForComments: false, isForcePayment: false, hasAvs: true, balance: 1000, vouchers: [], ...fields,
  },
});
const visitor: ChatGuest = { session: null };

describe('chat entries (§3 "chat button config per actor: prices and flags")', () => {
  it('§3: an online performer with every flag offers all eight chat types, in chatTypes order', () => {
    expect(chatEntries(her, guest(), 3, text).map((entry) => entry.type)).toEqual(['preview', 'free', 'live', 'voyeur', 'single', 'singlec2c', 'videocall', 'voice']);
  });

  it('§9 "chat price shown per minute": 1,49 €/min, free chat says Free', () => {
    const entries = chatEntries(her, guest(), 3, text);
    expect(entries.find((entry) => entry.type === 'live')).toMatchObject({ pricePerMinute: 149, priceLabel: '1,49 €/min' });
    expect(entries.find((entry) => entry.type === 'single')?.priceLabel).toBe('2,99 €/min');
    expect(entries.find((entry) => entry.type === 'free')).toMatchObject({ pricePerMinute: 0, priceLabel: 'Free' });
  });

  it('§9 whole amounts drop ",00": 2 € per minute is "2 €/min"', () => {
    expect(chatEntries({ ...her, prices: { ...her.prices, live: 200 } }, guest(), 3, text).find((entry) => entry.type === 'live')?.priceLabel).toBe('2 €/min');
  });

  it('§3 flags: no preview, free chat, voyeur, video or voice call without her flag; an offline performer has no chat entry', () => {
    const plain = { ...her, freeChat: false, voyeur: false, videocall: false, livePreview: false, voice: false };
    expect(chatEntries(plain, guest(), 3, text).map((entry) => entry.type)).toEqual(['live', 'single', 'singlec2c']);
    expect(chatEntries({ ...her, online: false }, guest(), 3, text)).toEqual([]);
  });

  it('§3 isVoyeurInSingleChatAllowed: while she is in a private chat only the voyeur entry stays', () => {
    expect(chatEntries({ ...her, busy: true }, guest(), 3, text).map((entry) => entry.type)).toEqual(['voyeur']);
  });
});

describe('chat restrictions (§6 guest restriction reasons)', () => {
  it('§6 "Not logged in: may log in": a visitor needs the login for every chat, free chat too', () => {
    for (const entry of chatEntries(her, visitor, 3, text)) expect(entry.restriction).toBe('needLogin');
  });

  it('§6 needAgeCheck: an fsk-18 live chat without accepted AVS; with AVS nothing stands in the way', () => {
    const rated = { ...her, liveAgeRating: 18 as const };
    expect(chatRestriction(rated, guest({ hasAvs: false }), 3, 'live')).toBe('needAgeCheck');
    expect(chatRestriction(rated, guest({ hasAvs: false }), 3, 'free')).toBe('needAgeCheck');
    expect(chatRestriction(rated, guest({ hasAvs: true }), 3, 'live')).toBeNull();
    expect(chatRestriction({ ...her, liveAgeRating: 16 }, guest({ hasAvs: false }), 3, 'live')).toBeNull();
  });

  it('§9 "minimum chat balance 0.5": a paid type below 50 cents needs a purchase, free chat does not', () => {
    expect(chatRestriction(her, guest({ balance: 49 }), 3, 'live')).toBe('needPurchase');
    expect(chatRestriction(her, guest({ balance: 50 }), 3, 'live')).toBeNull();
    expect(chatRestriction(her, guest({ balance: 0 }), 3, 'free')).toBeNull();
  });

  it('§3 videochat voucher (type 2) for her or for any performer replaces the minimum balance', () => {
    expect(chatRestriction(her, guest({ balance: 0, vouchers: [{ type: 2, amount: 120, actorId: 3 }] }), 3, 'single')).toBeNull();
    expect(chatRestriction(her, guest({ balance: 0, vouchers: [{ type: 2, amount: 120, actorId: null }] }), 3, 'single')).toBeNull();
    expect(hasVideochatVoucher([{ type: 2, amount: 120, actorId: 4 }], 3)).toBe(false);
    expect(hasVideochatVoucher([{ type: 1, amount: 1, actorId: null }], 3)).toBe(false);
  });

  it('§6 order: log in, then a forced payment, then the age check', () => {
    const rated = { ...her, liveAgeRating: 18 as const };
    expect(chatRestriction(rated, guest({ isLocked: true }), 3, 'live')).toBe('needLogin');
    expect(chatRestriction(rated, guest({ isForcePayment: true, hasAvs: false }), 3, 'free')).toBe('needPurchase');
  });
});

describe('chat panel helpers', () => {
  it('§9 timer from mediaStartedAt; ?chat=<type> names a chat type or nothing', () => {
    expect(elapsedSeconds('2026-01-01T12:00:00.000Z', Date.parse('2026-01-01T12:01:05.900Z'))).toBe(65);
    expect(elapsedSeconds(null, Date.now())).toBe(0);
    expect(chatTypeOfQuery('singlec2c')).toBe('singlec2c');
    expect(chatTypeOfQuery('<script>')).toBeNull();
  });

  it('§3 pre-chat exits 501, 503, 601, 901 say what to do: top up, verify age, try again', () => {
    expect([501, 503, 601, 901, 101, 200].map(preChatAction)).toEqual(['topUp', 'topUp', 'ageCheck', 'retry', null, null]);
  });

  it('start refusals without a restriction: 409 CHAT_UNAVAILABLE by its details.reason, 403 TICKET_REQUIRED, not found', () => {
    const body = (reason: unknown) => ({ error: { code: 'CHAT_UNAVAILABLE', details: { reason } } });
    expect(['offline', 'privateBusy', 'freeUsedUp', 'notOffered', 'ticketShow'].map((reason) => refusalOf('CHAT_UNAVAILABLE', body(reason)))).toEqual(['offline', 'privateBusy', 'freeUsedUp', 'notOffered', 'ticketShow']);
    expect(refusalOf('CHAT_UNAVAILABLE', body('something new'))).toBe('notOffered');
    expect(refusalOf('TICKET_REQUIRED', { error: { code: 'TICKET_REQUIRED', details: { showId: 4 } } })).toBe('ticketRequired');
    expect(refusalOf('NOT_FOUND', undefined)).toBe('notFound');
    expect(refusalOf('HTTP_500', undefined)).toBe('failed');
  });
});

const chat: ChatView = {
  id: 21, type: 'live', status: 'open', actorId: 3, actorName: 'LunaSky', pricePerMinute: 149, pricePerMinuteFormatted: '1,49 €', ageRating: 16,
  createdAt: '2026-01-01T12:00:00.000Z', mediaStartedAt: '2026-01-01T12:00:02.000Z', billedSeconds: 0, billedAmount: 0, billedAmountFormatted: '0 €',
  freeSecondsLeft: null, exitCode: null, endedAt: null,
};
const receipt = (seconds: number): ChatReceipt => ({
  chatId: 21, type: 'live', actorId: 3, actorName: 'LunaSky', status: 'ended', startedAt: chat.createdAt, endedAt: '2026-01-01T12:01:00.000Z', seconds,
  pricePerMinute: 149, pricePerMinuteFormatted: '1,49 €', voucherSeconds: 0, freeSeconds: 0, paidSeconds: seconds, amount: 149, amountFormatted: '1,49 €',
  currency: 'EUR', exitCode: 200, items: [],
});

describe('chat panel reducer (§4 chat exit: message, receipt, survey)', () => {
  const running = panelReducer(initialPanelState, { type: 'started', chat });

  it('a chatEnd of another chat changes nothing; of this one ends it', () => {
    expect(panelReducer(running, { type: 'ended', chatId: 99, exitCode: 200, price: 0 })).toBe(running);
    expect(panelReducer(running, { type: 'ended', chatId: 21, exitCode: 200, price: 149 }).view).toMatchObject({ phase: 'ended', exitCode: 200, survey: 'none' });
  });

  it('§4 the survey (BAD/GREAT) after a billed chat; not after a pre-chat exit or without billed seconds', () => {
    const ended = (code: 200 | 501 | 901) => panelReducer(running, { type: 'ended', chatId: 21, exitCode: code, price: 0 });
    expect(panelReducer(ended(200), { type: 'receipt', receipt: receipt(58) }).view).toMatchObject({ survey: 'offered' });
    expect(panelReducer(ended(200), { type: 'receipt', receipt: receipt(0) }).view).toMatchObject({ survey: 'none' });
    expect(panelReducer(ended(501), { type: 'receipt', receipt: receipt(58) }).view).toMatchObject({ survey: 'none' });
  });

  it('in-chat messages: POST answer and chatMessage event of one message are listed once', () => {
    const line = { id: 5, senderType: 'guest' as const, messageType: 'text' as const, text: 'hi', giftName: null, toyDurationSeconds: null, guestName: 'G', createdAt: chat.createdAt };
    const once = panelReducer(running, { type: 'line', chatId: 21, line });
    expect(panelReducer(once, { type: 'line', chatId: 21, line }).lines).toHaveLength(1);
    expect(panelReducer(running, { type: 'line', chatId: 22, line }).lines).toHaveLength(0);
  });

  it('a low-balance warning belongs to the running chat only', () => {
    expect(panelReducer(running, { type: 'lowBalance', chatId: 21, secondsLeft: 40 }).view).toMatchObject({ lowBalanceSeconds: 40 });
    expect(panelReducer(running, { type: 'lowBalance', chatId: 22, secondsLeft: 40 })).toBe(running);
  });
  it('§3 isCurrentlyTicketShow + guestHasTicket: during her show a holder gets her live chat and the voyeur view at no charge per minute; others get no entry', () => {
    const show = { ...text, ticket: 'With your ticket' };
    const holder = chatEntries({ ...her, ticketShow: 'holder' }, guest(), 3, show);
    expect(holder.map((entry) => [entry.type, entry.pricePerMinute, entry.priceLabel])).toEqual([
      ['live', 0, 'With your ticket'],
      ['voyeur', 0, 'With your ticket'],
    ]);
    // No money needed: the ticket paid (a guest with 0 € is not asked to top up).
    expect(chatEntries({ ...her, ticketShow: 'holder' }, guest({ balance: 0 }), 3, show).every((entry) => entry.restriction === null)).toBe(true);
    expect(chatEntries({ ...her, ticketShow: 'stranger' }, guest(), 3, show)).toEqual([]);
  });
  it('§3 "the guest\'s free-chat duration per actor, counted down": the entry shows the time left today; a performer not listed has the full allowance', () => {
    const durations = { defaultSeconds: 300, durations: [{ actorId: 3, remainingSeconds: 125 }] };
    expect(freeSecondsWith(durations, 3)).toBe(125);
    expect(freeSecondsWith(durations, 4)).toBe(300);
    const free = chatEntries({ ...her, freeSecondsLeft: 125 }, guest(), 3, { ...text, freeLeft: 'Free · {time} left' }).find((entry) => entry.type === 'free');
    expect(free?.priceLabel).toBe('Free · 02:05 left');
    // Unknown (a visitor): the plain free label.
    expect(chatEntries({ ...her, freeSecondsLeft: null }, guest(), 3, { ...text, freeLeft: 'Free · {time} left' }).find((entry) => entry.type === 'free')?.priceLabel).toBe('Free');
  });

  it('a running free chat counts down from the server\'s figure by the live seconds since it was asked (never below 0)', () => {
    const fetchedAt = Date.parse('2026-11-27T10:00:00Z');
    const left = { seconds: 120, fetchedAt };
    expect(freeSecondsNow(left, null, fetchedAt + 50_000)).toBe(120);
    // Media up 10 s after the answer: 30 s later, 20 live seconds are spent.
    expect(freeSecondsNow(left, '2026-11-27T10:00:10Z', fetchedAt + 30_000)).toBe(100);
    // Resumed after a reload: the media was up before the answer, only the time since the answer counts.
    expect(freeSecondsNow(left, '2026-11-27T09:59:00Z', fetchedAt + 5_000)).toBe(115);
    expect(freeSecondsNow(left, '2026-11-27T10:00:00Z', fetchedAt + 600_000)).toBe(0);
  });
});
