import { describe, expect, it } from 'vitest';
import { parseServerMessage } from '@/lib/realtime/parse-server-message';
import { serverMessageSchema } from '@/lib/realtime/server-message-schema';
import { liveGarbageFrames, liveValidFrames } from '@/tests/live/live-frames';

/** One valid frame of every incoming type the server sends today (§7). */
const valid = {
  pong: [
    { type: 'pong', ttl: null },
    { type: 'pong', ttl: 0 },
    { type: 'pong', ttl: 3600 },
  ],
  sessionAck: [
    { type: 'sessionAck', sessionId: 's1', loggedIn: false, guestId: null, language: 'en' },
    { type: 'sessionAck', sessionId: 'abc', loggedIn: true, guestId: 10000, language: 'nl' },
    { type: 'sessionAck', sessionId: 'studio', loggedIn: false, guestId: null, language: 'de', actorId: 12 },
  ],
  error: [
    { type: 'error', code: 'BAD_MESSAGE', message: 'bad' },
    { type: 'error', code: 'UNAUTHORIZED', message: '' },
    { type: 'error', code: 'NOT_FOUND', message: 'No actor with id 7.' },
    { type: 'error', code: 'UNSUPPORTED', message: 'later' },
    { type: 'error', code: 'INTERNAL', message: 'oops' },
  ],
  guestBalance: [
    { type: 'guestBalance', guestBalance: 1299, guestBalanceFormatted: '12,99 €', guestIsPayingCustomer: true },
    { type: 'guestBalance', guestBalance: -5, guestBalanceFormatted: '-0,05 €', guestIsPayingCustomer: false },
  ],
  pinActor: [{ type: 'pinActor', actorId: 1000 }],
  unpinActor: [{ type: 'unpinActor', actorId: 2_147_483_647 }],
  pinAlbum: [{ type: 'pinAlbum', albumId: 500000 }],
  unpinAlbum: [{ type: 'unpinAlbum', albumId: 1 }],
  pinSedcards: [{ type: 'pinSedcards', actorId: 1001 }],
  unpinSedcards: [{ type: 'unpinSedcards', actorId: 1001 }],
  pinPicture: [{ type: 'pinPicture', pictureId: 1000000 }],
  unpinPicture: [{ type: 'unpinPicture', pictureId: 1000001 }],
  dataProtection: [
    { type: 'dataProtection', showDataProtection: true },
    { type: 'dataProtection', showDataProtection: false },
  ],
  avsRevoked: [{ type: 'avsRevoked' }],
  avsSet: [{ type: 'avsSet' }],
  avsPending: [{ type: 'avsPending' }],
  avsRejected: [
    { type: 'avsRejected', message: 'The document is not readable.' },
    { type: 'avsRejected', message: '' },
  ],
  statusBar: [
    { type: 'statusBar', statusBar: '12', removed: false },
    { type: 'statusBar', statusBar: '12', removed: true },
  ],
  bonusCodeRedeemed: [{ type: 'bonusCodeRedeemed', code: 'WELCOME5' }],
  emailProperties: [
    { type: 'emailProperties', email: 'guest@example.com', emailVerified: true },
    { type: 'emailProperties', email: '', emailVerified: false },
  ],
  favoriteActors: [
    { type: 'favoriteActors', actorIds: [] },
    { type: 'favoriteActors', actorIds: [1002, 1000] },
  ],
  vipUpdate: [
    { type: 'vipUpdate', isVip: true },
    { type: 'vipUpdate', isVip: false },
    { type: 'vipUpdate', isVip: true, started: { flow: 'vipabo', price: 2990, currency: 'EUR' } },
  ],
  tvUpdate: [
    { type: 'tvUpdate', isVXTVAboSubscriber: true },
    { type: 'tvUpdate', isVXTVAboSubscriber: true, started: { flow: 'vxtvabo', price: 999, currency: 'EUR' } },
  ],
  guestLocked: [{ type: 'guestLocked' }],
  canOneClick: [
    { type: 'canOneClick', canOneClick: true, amounts: [1000, 2000, 5000], paymentMethod: 'Visa •••• 4242' },
    { type: 'canOneClick', canOneClick: false, amounts: [], paymentMethod: null },
  ],
  oneClickResult: [
    { type: 'oneClickResult', success: true, status: 'succeeded', amount: 2000, amountFormatted: '20 €', declineReason: null, channelId: null },
    { type: 'oneClickResult', success: false, status: 'declined', amount: 2000, amountFormatted: '20 €', declineReason: 'card_declined', channelId: 7 },
  ],
  guestVouchers: [
    { type: 'guestVouchers', vouchers: [] },
    { type: 'guestVouchers', vouchers: [{ type: 2, amount: 600, actorId: null }, { type: 1, amount: 1, actorId: 1001 }] },
  ],
  emailVerified: [{ type: 'emailVerified' }],
  sessionExpired: [{ type: 'sessionExpired' }],
  pageReload: [{ type: 'pageReload' }],
  actorOnline: [{ type: 'actorOnline', actorId: 1001 }, { type: 'actorOnline', actorId: 1001, version: 4 }],
  actorOffline: [{ type: 'actorOffline', actorId: 1001 }, { type: 'actorOffline', actorId: 1001, version: 5 }],
  presenceSnapshot: [{ type: 'presenceSnapshot', actors: [] }, { type: 'presenceSnapshot', actors: [{ actorId: 1001, online: true, version: 4 }] }],
  freeShowStart: [{ type: 'freeShowStart', actorId: 1002 }],
  freeShowStop: [{ type: 'freeShowStop', actorId: 1002 }],
  notifications: [
    { type: 'notifications', kind: 'navbar', notifications: [], removedIds: [], markedAsReadIds: [], unreadCount: 0 },
    {
      type: 'notifications',
      kind: 'floating',
      notifications: [
        { id: 5, type: 1, unread: true, unseen: true, createdAt: '2026-11-23T10:00:00.000Z', actorId: 1001, actorName: 'LunaSky', channelId: 3, text: 'Hi <b>there</b>' },
        { id: 6, type: 2, unread: false, unseen: false, createdAt: '2026-11-23T10:01:00.000Z', actorId: null, actorName: null, channelId: null, text: null },
      ],
      removedIds: [1, 2],
      markedAsReadIds: [4],
      unreadCount: 3,
    },
  ],
  channel: [
    { type: 'channel', channelId: 3, actorId: 1001, unreadCount: 2, lastMessageId: 77 },
    { type: 'channel', channelId: 3, actorId: 1001, unreadCount: 0, lastMessageId: null },
  ],
  channels: [{ type: 'channels', unreadTotal: 0 }],
  channelArchived: [{ type: 'channelArchived', channelId: 3, archived: true }],
  messagePrice: [{ type: 'messagePrice', actorId: 1001, messagePrice: 99, messagePriceFormatted: '0,99 €', isMessagingFree: false, freeMessagesAmount: 2 }],
  actorSettings: [{ type: 'actorSettings', actorId: 1001, messagePrice: 0, isMessagingFree: true, freeMessages: 0 }],
  messageResult: [
    { type: 'messageResult', clientMessageId: 'abcdefgh1', success: true, errorCode: null, messageId: 12, price: 99 },
    { type: 'messageResult', clientMessageId: 'abcdefgh2', success: false, errorCode: 'INSUFFICIENT_FUNDS', messageId: null, price: 0 },
  ],
  loyaltyPointsChanged: [{ type: 'loyaltyPointsChanged', points: 120 }],
  boughtGifts: [{ type: 'boughtGifts', giftId: 3, owned: 5 }],
  messengerContentChange: [{ type: 'messengerContentChange', channelId: 3, messageId: 44, change: 'withdrawn' }],
  service0900Status: [
    { type: 'service0900Status', topUpId: 5, status: 'waiting', amount: 1000 },
    { type: 'service0900Status', topUpId: 5, status: 'paid', amount: 1000 },
  ],
  // Chat events (lib/chat/chat-message-types.ts).
  chatEnd: [
    { type: 'chatEnd', chatId: 7, price: 0, actorId: 1001, actorName: 'LunaSky', isVoyeur: false, isToyControl: false, exitCode: 101 },
    { type: 'chatEnd', chatId: 8, price: 1234, actorId: 1001, actorName: 'LunaSky', isVoyeur: true, isToyControl: true, exitCode: 501 },
  ],
  chatLowBalance: [{ type: 'chatLowBalance', chatId: 7, secondsLeft: 0 }, { type: 'chatLowBalance', chatId: 7, secondsLeft: 59 }],
  chatStarted: [{ type: 'chatStarted', chatId: 7, chatType: 'single', guestName: 'demo_guest', pricePerMinute: 299 }],
  chatEnded: [{ type: 'chatEnded', chatId: 7, chatType: 'voyeur', exitCode: 903, billedSeconds: 61, earned: 50 }],
  chatMessage: [
    { type: 'chatMessage', chatId: 7, message: { id: 3, senderType: 'guest', messageType: 'toy', text: '', giftName: 'Buzz', toyDurationSeconds: 5, guestName: 'demo_guest', createdAt: '2026-01-01T12:00:00.000Z' } },
    { type: 'chatMessage', chatId: 7, message: { id: 4, senderType: 'actor', messageType: 'text', text: 'hi', giftName: null, toyDurationSeconds: null, guestName: 'demo_guest', createdAt: '2026-01-01T12:00:01.000Z' } },
    { type: 'chatMessage', chatId: 8, message: { id: 5, senderType: 'guest', messageType: 'text', text: 'hi all', giftName: null, toyDurationSeconds: null, guestName: 'other', createdAt: '2026-01-01T12:00:02.000Z', fromRoom: true } },
  ],
  privateTicketShowInvitation: [{ type: 'privateTicketShowInvitation', showId: 5, actorId: 3, actorName: 'LunaSky', actorSlug: 'lunasky', title: 'Late show' }],
  liveReaction: [
    { type: 'liveReaction', actorId: 1001, chatId: 7, reaction: 'heart', guestName: 'demo_guest' },
    { type: 'liveReaction', actorId: 1001, chatId: null, reaction: 'laugh', guestName: '' },
  ],
  clashOfCamsVoting: [
    { type: 'clashOfCamsVoting', clashId: 1, status: 'running', endsAt: '2026-01-01T12:05:00.000Z', entries: [{ actorId: 3, actorName: 'LunaSky', votes: 0 }, { actorId: 4, actorName: 'Mia', votes: 2 }], winnerActorId: null },
    { type: 'clashOfCamsVoting', clashId: 1, status: 'ended', endsAt: '2026-01-01T12:05:00.000Z', entries: [], winnerActorId: 4 },
  ],
  feedTippingGoal: [
    { type: 'feedTippingGoal', postId: 700001, tippingGoal: { goalCoins: 500, tipsSumCoins: 120, progressPercent: 24, achieved: false, version: 3 } },
  ],
  voicecallStart: [{ type: 'voicecallStart', chatId: 9, actorId: 1001, anonymous: true }],
  voicecallStop: [
    { type: 'voicecallStop', chatId: 9, actorId: 1001, anonymous: true, exitCode: 101 },
    { type: 'voicecallStop', chatId: 9, actorId: 1001, anonymous: false, exitCode: 200 },
  ],
  // Live video signalling (tests/live/live-frames.ts).
  ...liveValidFrames,
} as const;

const garbage: unknown[] = [
  null,
  undefined,
  42,
  'pong',
  [],
  [{ type: 'pong', ttl: null }],
  {},
  { type: 'unknownType' },
  { type: 'PONG', ttl: null },
  { type: 'pong' },
  { type: 'pong', ttl: -1 },
  { type: 'pong', ttl: 1.5 },
  { type: 'pong', ttl: '10' },
  { type: 'pong', ttl: 2 ** 60 },
  { type: 'sessionAck', sessionId: 's1', loggedIn: false, guestId: null, language: 'fr' },
  { type: 'sessionAck', sessionId: 1, loggedIn: false, guestId: null, language: 'en' },
  { type: 'sessionAck', sessionId: 's1', loggedIn: 'no', guestId: null, language: 'en' },
  { type: 'sessionAck', sessionId: 's1', loggedIn: true, guestId: 1.2, language: 'en' },
  { type: 'sessionAck', sessionId: 's1', loggedIn: true, language: 'en' },
  { type: 'sessionAck', sessionId: 's1', loggedIn: false, guestId: null, language: 'en', actorId: 0 },
  { type: 'error', code: 'NOPE', message: 'x' },
  { type: 'error', code: 'INTERNAL' },
  { type: 'guestBalance', guestBalance: 12.5, guestBalanceFormatted: '12,50 €', guestIsPayingCustomer: true },
  { type: 'guestBalance', guestBalance: 100, guestBalanceFormatted: 1, guestIsPayingCustomer: true },
  { type: 'guestBalance', guestBalance: 100, guestBalanceFormatted: '1 €', guestIsPayingCustomer: null },
  { type: 'guestBalance', guestBalance: '100', guestBalanceFormatted: '1 €', guestIsPayingCustomer: true },
  { type: 'pinActor' },
  { type: 'pinActor', albumId: 5 },
  { type: 'pinActor', actorId: 0 },
  { type: 'unpinActor', actorId: '1000' },
  { type: 'pinAlbum', albumId: 1.5 },
  { type: 'unpinSedcards', actorId: 2_147_483_648 },
  { type: 'pinPicture', pictureId: -1 },
  { type: 'unpinPicture', actorId: 1 },
  { type: 'dataProtection' },
  { type: 'dataProtection', showDataProtection: 'true' },
  { type: 'AVSSET' },
  { type: 'avsRejected' },
  { type: 'avsRejected', message: null },
  { type: 'avsRejected', message: 42 },
  { type: 'bonusCodeRedeemed' },
  { type: 'vipUpdate', isVip: 'yes' },
  { type: 'tvUpdate' },
  { type: 'vipUpdate', isVip: true, started: { flow: 'vipabo', price: 29.9, currency: 'EUR' } },
  { type: 'vipUpdate', isVip: true, started: { flow: 'vipabo', price: 2990, currency: 'CHF' } },
  { type: 'tvUpdate', isVXTVAboSubscriber: true, started: null },
  { type: 'canOneClick', canOneClick: true, amounts: [0], paymentMethod: null },
  { type: 'canOneClick', canOneClick: true, amounts: 1000, paymentMethod: null },
  { type: 'canOneClick', canOneClick: 'yes', amounts: [], paymentMethod: null },
  { type: 'oneClickResult', success: true, status: 'paid', amount: 2000, amountFormatted: '20 €', declineReason: null, channelId: null },
  { type: 'oneClickResult', success: true, status: 'succeeded', amount: 2000, amountFormatted: '20 €', channelId: null },
  { type: 'guestVouchers', vouchers: [{ type: 11, amount: 1, actorId: null }] },
  { type: 'guestVouchers', vouchers: [{ type: 1, amount: 1 }] },
  { type: 'guestVouchers', vouchers: {} },
  { type: 'actorOnline' },
  { type: 'actorOffline', actorId: 0 },
  { type: 'actorOnline', actorId: 1001, version: -1 },
  { type: 'presenceSnapshot', actors: [{ actorId: 1001, online: 'yes', version: 4 }] },
  { type: 'presenceSnapshot', actors: [{ actorId: 1001, online: true }] },
  { type: 'notifications', kind: 'sidebar', notifications: [], removedIds: [], markedAsReadIds: [], unreadCount: 0 },
  { type: 'notifications', kind: 'navbar', notifications: [{ id: 1 }], removedIds: [], markedAsReadIds: [], unreadCount: 0 },
  { type: 'notifications', kind: 'navbar', notifications: [], removedIds: [0], markedAsReadIds: [], unreadCount: 0 },
  { type: 'notifications', kind: 'navbar', notifications: [], removedIds: [], markedAsReadIds: [], unreadCount: -1 },
  { type: 'channel', channelId: 3, actorId: 1001, unreadCount: 1 },
  { type: 'channels', unreadTotal: -2 },
  { type: 'channelArchived', channelId: 3 },
  { type: 'messagePrice', actorId: 1001, messagePrice: 0.5, messagePriceFormatted: '0,50 €', isMessagingFree: false, freeMessagesAmount: 0 },
  { type: 'messageResult', clientMessageId: 'abcdefgh', success: false, errorCode: 'NOPE', messageId: null, price: 0 },
  { type: 'loyaltyPointsChanged', points: '5' },
  { type: 'boughtGifts', giftId: 0, owned: 1 },
  { type: 'messengerContentChange', channelId: 3, messageId: 44, change: 'edited' },
  { type: 'service0900Status', topUpId: 5, status: 'succeeded', amount: 1000 },
  { type: 'chatEnd', chatId: 7, price: 10, actorId: 1001, actorName: 'LunaSky', isVoyeur: false, isToyControl: false, exitCode: 777 },
  { type: 'chatEnd', chatId: 7, price: -1, actorId: 1001, actorName: 'LunaSky', isVoyeur: false, isToyControl: false, exitCode: 101 },
  { type: 'chatEnd', chatId: 7, price: 10, actorId: 1001, actorName: 'LunaSky', isVoyeur: 'no', isToyControl: false, exitCode: 101 },
  { type: 'chatLowBalance', chatId: 7, secondsLeft: 1.5 },
  { type: 'chatStarted', chatId: 7, chatType: 'group', guestName: 'x' },
  { type: 'voicecallStart', chatId: 9, actorId: 1001 },
  { type: 'voicecallStop', chatId: 9, actorId: 1001, anonymous: true, exitCode: 777 },
  { type: 'voicecallStop', chatId: 9, actorId: 1001, anonymous: 'yes', exitCode: 101 },
  { type: 'chatEnded', chatId: 7, chatType: 'live', exitCode: 200, billedSeconds: 3 },
  { type: 'liveReaction', actorId: 1001, chatId: 7, reaction: 'kiss', guestName: 'x' },
  { type: 'liveReaction', actorId: 1001, chatId: 0, reaction: 'heart', guestName: 'x' },
  { type: 'clashOfCamsVoting', clashId: 1, status: 'paused', endsAt: 'x', entries: [], winnerActorId: null },
  { type: 'feedTippingGoal', postId: 700001, tippingGoal: { goalCoins: 500, tipsSumCoins: 'x', progressPercent: 24, achieved: false, version: 3 } },
  { type: 'clashOfCamsVoting', clashId: 1, status: 'running', endsAt: 'x', entries: [{ actorId: 3, actorName: 'x', votes: -1 }], winnerActorId: null },
  { type: 'chatMessage', chatId: 7, message: { id: 4, senderType: 'actor', messageType: 'text', text: 'hi', giftName: null, toyDurationSeconds: null, guestName: 'g', createdAt: 'x', fromRoom: 'yes' } },
  ...liveGarbageFrames,
];

describe('parseServerMessage: the check of incoming frames (§7), the server\'s schema in the browser session', () => {
  it('has a valid sample for every incoming type the server schema declares', () => {
    const declared = serverMessageSchema.options.map((option) => option.shape.type.value).sort();
    expect(Object.keys(valid).sort()).toEqual(declared);
  });

  for (const [type, samples] of Object.entries(valid)) {
    it(`accepts every valid '${type}' frame as it is`, () => {
      for (const sample of samples) expect(parseServerMessage(sample)).toEqual(sample);
    });
  }

  it('rejects garbage, unknown types and wrong field types', () => {
    for (const input of garbage) expect(parseServerMessage(input), JSON.stringify(input)).toBeNull();
  });

  it('gives the answer of the server\'s union for every sample, building only the type it meets', () => {
    for (const input of [...Object.values(valid).flat(), ...garbage]) {
      const union = serverMessageSchema.safeParse(input);
      expect(parseServerMessage(input), JSON.stringify(input)).toEqual(union.success ? union.data : null);
    }
  });

  it('ignores types named like properties every object has', () => {
    for (const type of ['toString', 'constructor', '__proto__', 'hasOwnProperty']) expect(parseServerMessage({ type })).toBeNull();
  });

  it('drops fields a message does not declare (zod objects strip unknown keys)', () => {
    expect(parseServerMessage({ type: 'pong', ttl: 5, extra: '<script>', accessToken: 'x' })).toEqual({ type: 'pong', ttl: 5 });
    expect(parseServerMessage({ type: 'avsSet', message: 'x', guestId: 10000 })).toEqual({ type: 'avsSet' });
  });
});
