import { describe, expect, it } from 'vitest';
import { clientMessageSchema, serverMessageSchema } from '@/lib/realtime/protocol';
import { parseServerMessage } from '@/lib/realtime/parse-server-message';

const item = { id: 3, senderType: 'guest', messageType: 'toy', text: '', giftName: 'Buzz', toyDurationSeconds: 5, guestName: 'demo_guest', createdAt: '2026-01-01T12:00:00.000Z' };

describe('frames of the live chat', () => {
  it('"{ type: \'chatMedia\', chatId: number, state: \'connected\' | \'lost\' }" parses; other states and ids do not', () => {
    expect(clientMessageSchema.parse({ type: 'chatMedia', chatId: 7, state: 'connected' })).toEqual({ type: 'chatMedia', chatId: 7, state: 'connected' });
    expect(clientMessageSchema.parse({ type: 'chatMedia', chatId: 7, state: 'lost' })).toMatchObject({ state: 'lost' });
    for (const bad of [{ type: 'chatMedia', chatId: 7, state: 'up' }, { type: 'chatMedia', chatId: 0, state: 'lost' }, { type: 'chatMedia', state: 'lost' }]) {
      expect(clientMessageSchema.safeParse(bad).success).toBe(false);
    }
  });

  it('chatMessage: the server schema and the browser parser agree; extra fields are dropped, bad items refused', () => {
    const frame = { type: 'chatMessage', chatId: 7, message: item };
    expect(serverMessageSchema.parse(frame)).toEqual(frame);
    expect(parseServerMessage({ ...frame, extra: 1, message: { ...item, extra: 2 } })).toEqual(frame);
    for (const message of [{ ...item, messageType: 'media' }, { ...item, toyDurationSeconds: -1 }, { ...item, giftName: 5 }, null]) {
      expect(parseServerMessage({ type: 'chatMessage', chatId: 7, message })).toBeNull();
      expect(serverMessageSchema.safeParse({ type: 'chatMessage', chatId: 7, message }).success).toBe(false);
    }
  });

  it('chatStarted carries pricePerMinute (contract §2)', () => {
    const frame = { type: 'chatStarted', chatId: 7, chatType: 'single', guestName: 'g', pricePerMinute: 299 };
    expect(parseServerMessage(frame)).toEqual(frame);
    expect(parseServerMessage({ ...frame, pricePerMinute: undefined })).toBeNull();
    expect(serverMessageSchema.parse(frame)).toEqual(frame);
  });
});
