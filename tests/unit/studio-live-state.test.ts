import { describe, expect, it } from 'vitest';
import { formatDuration, initialLiveState, liveReducer, pendingRequests } from '@/app/studio/_components/live/live-state';
import type { StudioChat } from '@/lib/contracts/studio-chat';

const started = (chatId: number, chatType: 'live' | 'single' | 'singlec2c' | 'videocall' = 'single') =>
  ({ type: 'chatStarted', event: { chatId, chatType, guestName: `G${chatId}`, pricePerMinute: 199 } }) as const;
const roomChat = (chatId: number, type: StudioChat['type'], status: StudioChat['status']): StudioChat => ({
  chatId, type, guestName: `G${chatId}`, status, createdAt: '2026-01-01T12:00:00.000Z', mediaStartedAt: null, billedSeconds: 0, earned: 0, earnedFormatted: '0 €',
});

describe('studio live state (private requests)', () => {
  it('only single, singlec2c and videocall starts are requests; one request per chat', () => {
    let state = liveReducer(initialLiveState, started(1, 'live'));
    state = liveReducer(state, started(2, 'videocall'));
    state = liveReducer(state, started(2, 'videocall'));
    expect(state.requests.map((r) => r.chatId)).toEqual([2]);
  });

  it('accepting starts the one call; chatEnded ends it and lists the chat\'s earnings, newest first', () => {
    let state = liveReducer(liveReducer(initialLiveState, started(1)), started(2));
    state = liveReducer(state, { type: 'requestAccepted', request: state.requests[0]! });
    expect(state.call?.chatId).toBe(1);
    expect(liveReducer(state, { type: 'requestAccepted', request: state.requests[0]! }).call?.chatId).toBe(1);
    state = liveReducer(state, { type: 'chatEnded', event: { type: 'chatEnded', chatId: 1, chatType: 'single', exitCode: 200, billedSeconds: 61, earned: 90 } });
    state = liveReducer(state, { type: 'chatEnded', event: { type: 'chatEnded', chatId: 2, chatType: 'single', exitCode: 901, billedSeconds: 0, earned: 0 } });
    expect(state.call).toBeNull();
    expect(state.requests).toEqual([]);
    expect(state.ended.map((e) => [e.chatId, e.earned])).toEqual([[2, 0], [1, 90]]);
  });

  it('a private chat still connecting in her room is a request the page never heard of; declined, accepted and ended ones are not', () => {
    let state = liveReducer(initialLiveState, started(1));
    state = liveReducer(state, { type: 'requestDeclined', chatId: 1 });
    const room = [roomChat(1, 'single', 'connecting'), roomChat(3, 'singlec2c', 'connecting'), roomChat(4, 'single', 'open'), roomChat(5, 'live', 'connecting')];
    expect(pendingRequests(state, room)).toEqual([{ chatId: 3, chatType: 'singlec2c', guestName: 'G3', pricePerMinute: null }]);
  });

  it('her own text echoed back is shown once; toy commands are kept newest first', () => {
    const message = (id: number, messageType: 'text' | 'toy') => ({
      type: 'chatMessage', message: { id, chatId: 1, senderType: 'guest', messageType, text: '', giftName: 'Vibe', toyDurationSeconds: 5, guestName: 'G1', createdAt: '' },
    }) as const;
    let state = liveReducer(initialLiveState, message(1, 'toy'));
    state = liveReducer(state, message(2, 'text'));
    state = liveReducer(state, message(2, 'text'));
    state = liveReducer(state, message(3, 'toy'));
    expect(state.messages.map((m) => m.id)).toEqual([1, 2, 3]);
    expect(state.toys.map((m) => m.id)).toEqual([3, 1]);
  });

  it('running times read m:ss, and h:mm:ss past the hour', () => {
    expect(formatDuration(75)).toBe('1:15');
    expect(formatDuration(3_725)).toBe('1:02:05');
    expect(formatDuration(-3)).toBe('0:00');
  });
});
