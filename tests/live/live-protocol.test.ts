import { describe, expect, it } from 'vitest';
import { clientMessageSchema } from '@/lib/realtime/protocol';
import { parseServerMessage } from '@/lib/realtime/parse-server-message';
import { liveGarbageFrames, liveValidFrames } from './live-frames';

const SDP = 'v=0\r\n';
const accepts = (message: unknown) => clientMessageSchema.safeParse(message).success;

describe('live video messages at the /ws boundary', () => {
  it('accepts livePublish, liveWatch, liveLeave and every p2pSignal payload kind', () => {
    expect(accepts({ type: 'livePublish', sdp: SDP })).toBe(true);
    expect(accepts({ type: 'liveWatch', roomId: 7, chatId: 9, sdp: SDP, accessToken: 't', guestId: 3 })).toBe(true);
    expect(accepts({ type: 'liveLeave', roomId: 7 })).toBe(true);
    for (const payload of [{ kind: 'hello' }, { kind: 'bye' }, { kind: 'offer', sdp: SDP }, { kind: 'answer', sdp: SDP }, { kind: 'ice', candidate: { candidate: 'c', sdpMid: '0', sdpMLineIndex: 0 } }]) {
      expect(accepts({ type: 'p2pSignal', chatId: 9, to: 'actor', payload })).toBe(true);
    }
  });

  it('refuses a missing or oversized SDP, ids out of range, an unknown party or payload kind', () => {
    expect(accepts({ type: 'livePublish' })).toBe(false);
    expect(accepts({ type: 'livePublish', sdp: 'x'.repeat(32_001) })).toBe(false);
    expect(accepts({ type: 'liveWatch', roomId: 7, chatId: 9 })).toBe(false);
    expect(accepts({ type: 'liveWatch', roomId: 2_147_483_648, chatId: 9, sdp: SDP })).toBe(false);
    expect(accepts({ type: 'liveLeave', roomId: 0 })).toBe(false);
    expect(accepts({ type: 'p2pSignal', chatId: 9, to: 'admin', payload: { kind: 'hello' } })).toBe(false);
    expect(accepts({ type: 'p2pSignal', chatId: 9, to: 'guest', payload: { kind: 'wave' } })).toBe(false);
    expect(accepts({ type: 'p2pSignal', chatId: 9, to: 'guest', payload: { kind: 'ice', candidate: { candidate: 'x'.repeat(1001), sdpMid: null, sdpMLineIndex: null } } })).toBe(false);
  });

  it('the browser’s parser keeps valid live frames and drops malformed ones', () => {
    for (const frame of Object.values(liveValidFrames).flat()) expect(parseServerMessage({ ...frame })).toEqual(frame);
    for (const frame of liveGarbageFrames) expect(parseServerMessage(frame)).toBeNull();
  });
});
