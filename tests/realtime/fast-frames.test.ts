import { describe, expect, it } from 'vitest';
import { parseFastFrame } from '@/lib/realtime/fast-frames';
import { parseServerMessage } from '@/lib/realtime/parse-server-message';
import { garbageServerFrames, validServerFrames } from './server-frames';

const fastTypes = ['sessionAck', 'pong', 'presenceSnapshot', 'actorOnline', 'actorOffline', 'freeShowStart', 'freeShowStop', 'guestBalance', 'notifications'];

const note = { id: 7, type: 1, unread: true, unseen: false, createdAt: '2026-11-29T10:00:00.000Z', actorId: 1001, actorName: 'Luna', channelId: null, text: null };
const batch = { type: 'notifications', kind: 'navbar', notifications: [note], removedIds: [3], markedAsReadIds: [], unreadCount: 1 };

/** Edge cases of the checked types beyond the shared samples: limits, floats, strings, extra fields. */
const edges: unknown[] = [
  { type: 'actorOnline', actorId: 2_147_483_647 },
  { type: 'actorOnline', actorId: 2_147_483_648 },
  { type: 'actorOnline', actorId: 1.5 },
  { type: 'actorOnline', actorId: '1001' },
  { type: 'actorOffline', actorId: 1001, version: 0 },
  { type: 'actorOffline', actorId: 1001, version: 2.5 },
  { type: 'actorOffline', actorId: 1001, version: null },
  { type: 'actorOnline', actorId: 1001, extra: 'x', accessToken: 't' },
  { type: 'freeShowStart', actorId: -1 },
  { type: 'freeShowStop', actorId: 1002, version: 3 },
  { type: 'pong', ttl: -1 },
  { type: 'pong', ttl: 9_007_199_254_740_993 },
  { type: 'pong' },
  { type: 'pong', ttl: '5' },
  { type: 'sessionAck', sessionId: 's', loggedIn: true, guestId: -3, language: 'en' },
  { type: 'sessionAck', sessionId: 's', loggedIn: true, guestId: 1.5, language: 'en' },
  { type: 'sessionAck', sessionId: 's', loggedIn: true, language: 'en' },
  { type: 'sessionAck', sessionId: 's', loggedIn: 'yes', guestId: null, language: 'en' },
  { type: 'sessionAck', sessionId: 1, loggedIn: false, guestId: null, language: 'en' },
  { type: 'sessionAck', sessionId: 's', loggedIn: false, guestId: null, language: 'fr' },
  { type: 'sessionAck', sessionId: 's', loggedIn: false, guestId: null, language: 'toString' },
  { type: 'sessionAck', sessionId: 's', loggedIn: false, guestId: null, language: 'de', actorId: 0 },
  { type: 'sessionAck', sessionId: 's', loggedIn: false, guestId: null, language: 'de', actorId: null },
  { type: 'sessionAck', sessionId: 's', loggedIn: false, guestId: null, language: 'es', extra: 1 },
  { type: 'guestBalance', guestBalance: 0, guestBalanceFormatted: '0 €', guestIsPayingCustomer: false, version: 4 },
  { type: 'guestBalance', guestBalance: 0, guestBalanceFormatted: '0 €', guestIsPayingCustomer: false, version: -1 },
  { type: 'guestBalance', guestBalance: 0, guestBalanceFormatted: '0 €', guestIsPayingCustomer: false, version: null },
  { type: 'guestBalance', guestBalance: 9_007_199_254_740_993, guestBalanceFormatted: 'x', guestIsPayingCustomer: true },
  { type: 'guestBalance', guestBalance: '100', guestBalanceFormatted: '1 €', guestIsPayingCustomer: true },
  { type: 'guestBalance', guestBalance: 100, guestBalanceFormatted: '1 €', guestIsPayingCustomer: true, accessToken: 't' },
  batch,
  { ...batch, kind: 'toast' },
  { ...batch, kind: 'toString' },
  { ...batch, unreadCount: -1 },
  { ...batch, unreadCount: 1.5 },
  { ...batch, removedIds: [0] },
  { ...batch, removedIds: null },
  { ...batch, markedAsReadIds: ['3'] },
  { ...batch, notifications: {} },
  { ...batch, notifications: [null] },
  { ...batch, notifications: [{ ...note, extra: 1 }] },
  { ...batch, notifications: [{ ...note, id: 0 }] },
  { ...batch, notifications: [{ ...note, type: -1 }] },
  { ...batch, notifications: [{ ...note, unread: 1 }] },
  { ...batch, notifications: [{ ...note, unseen: null }] },
  { ...batch, notifications: [{ ...note, createdAt: 5 }] },
  { ...batch, notifications: [{ ...note, actorId: 0 }] },
  { ...batch, notifications: [{ ...note, actorName: 5 }] },
  { ...batch, notifications: [{ ...note, channelId: 9 }] },
  { ...batch, notifications: [{ ...note, channelId: '9' }] },
  { ...batch, notifications: [{ ...note, text: 'hello' }] },
  { ...batch, notifications: [{ ...note, text: undefined }] },
  { ...batch, notifications: [{ id: 7 }] },
  { ...batch, extra: true },
  { type: 'presenceSnapshot' },
  { type: 'presenceSnapshot', actors: {} },
  { type: 'presenceSnapshot', actors: [null] },
  { type: 'presenceSnapshot', actors: [[1001, true, 1]] },
  { type: 'presenceSnapshot', actors: [{ actorId: 1001, online: true, version: 1, name: 'x' }] },
  { type: 'presenceSnapshot', actors: Array.from({ length: 500 }, (_, i) => ({ actorId: i + 1, online: i % 2 === 0, version: i })) },
  { type: 'presenceSnapshot', actors: Array.from({ length: 501 }, (_, i) => ({ actorId: i + 1, online: true, version: 1 })) },
];

describe('the frames of a page load, checked without zod (§4 presence and notifications, §7 sessionAck, pong and guestBalance)', () => {
  const samples = [...Object.values(validServerFrames).flat(), ...garbageServerFrames, ...edges];
  const ofFastType = (input: unknown) => typeof input === 'object' && input !== null && fastTypes.includes((input as { type?: string }).type ?? '');

  it('covers exactly the types a page receives while it loads (a visitor\'s, and a guest\'s balance and notifications)', () => {
    const checked = samples.filter((input) => parseFastFrame(input) !== undefined && ofFastType(input));
    expect(new Set(checked.map((input) => (input as { type: string }).type))).toEqual(new Set(fastTypes));
  });

  it('gives the zod check\'s answer for every sample of those types, valid or not', () => {
    const compared = samples.filter(ofFastType);
    expect(compared.length).toBeGreaterThan(40);
    for (const input of compared) expect(parseFastFrame(input), String(JSON.stringify(input)).slice(0, 120)).toEqual(parseServerMessage(input));
  });

  it('leaves every other type to the zod check, and answers null for what is no message at all', () => {
    for (const input of samples.filter((sample) => !ofFastType(sample))) {
      const fast = parseFastFrame(input);
      if (fast === undefined) continue;
      expect(fast, String(JSON.stringify(input)).slice(0, 120)).toBeNull();
      expect(parseServerMessage(input)).toBeNull();
    }
    for (const type of ['chatMessage', 'messageResult', 'somethingNew', 'toString']) expect(parseFastFrame({ type })).toBeUndefined();
    for (const input of [null, 7, 'pong', [], [{ type: 'pong', ttl: 1 }], {}, { type: 5 }]) expect(parseFastFrame(input)).toBeNull();
  });
});
