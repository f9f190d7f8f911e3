import { describe, expect, it } from 'vitest';
import { CHUNK_BYTES, decodeFrame, encodeFrames, MAX_PAYLOAD_BYTES, NOTIFY_LIMIT_BYTES, Reassembler, splitUtf8 } from '@/lib/server/realtime/pubsub-codec';
import { notifySql } from '@/lib/server/realtime/pubsub-pg-driver';

const roundTrip = (frames: string[], reassembler = new Reassembler()) => {
  let whole: { channel: string; json: string } | null = null;
  for (const frame of frames) whole = reassembler.accept(decodeFrame(frame)!) ?? whole;
  return whole;
};

describe('PostgreSQL pubsub frames ("PostgreSQL LISTEN/NOTIFY … two processes deliver each other\'s events")', () => {
  it('a small payload is one frame that decodes to its channel and JSON', () => {
    const frames = encodeFrames('abc123', '1', 'realtime.guest', '{"guestId":1}');
    expect(frames).toEqual(['abc123 1 0/1 realtime.guest {"guestId":1}']);
    expect(decodeFrame(frames[0]!)).toMatchObject({ origin: 'abc123', messageId: '1', index: 0, count: 1, channel: 'realtime.guest', chunk: '{"guestId":1}' });
  });

  it('every frame stays under the 8000-byte NOTIFY limit, even for multi-byte text', () => {
    const json = JSON.stringify({ text: 'ä€😀'.repeat(5_000) });
    const frames = encodeFrames('o1', 'm1', 'realtime.all', json);
    expect(frames.length).toBeGreaterThan(3);
    for (const frame of frames) expect(Buffer.byteLength(frame)).toBeLessThan(NOTIFY_LIMIT_BYTES);
    expect(roundTrip(frames)).toEqual({ channel: 'realtime.all', json });
  });

  it('chunks arriving out of order are reassembled; duplicates do not complete early', () => {
    const json = 'x'.repeat(CHUNK_BYTES * 2 + 5);
    const frames = encodeFrames('o1', 'm2', 'c', json);
    const reassembler = new Reassembler();
    expect(reassembler.accept(decodeFrame(frames[2]!)!)).toBeNull();
    expect(reassembler.accept(decodeFrame(frames[2]!)!)).toBeNull();
    expect(reassembler.accept(decodeFrame(frames[0]!)!)).toBeNull();
    expect(reassembler.accept(decodeFrame(frames[1]!)!)).toEqual({ channel: 'c', json });
    expect(reassembler.pendingCount()).toBe(0);
  });

  it('an incomplete payload is dropped once it is older than the max age', () => {
    const frames = encodeFrames('o1', 'm3', 'c', 'y'.repeat(CHUNK_BYTES + 1));
    const reassembler = new Reassembler(1_000);
    reassembler.accept(decodeFrame(frames[0]!)!, 0);
    expect(reassembler.pendingCount()).toBe(1);
    reassembler.accept(decodeFrame(encodeFrames('o1', 'm4', 'c', 'z'.repeat(CHUNK_BYTES + 1))[0]!)!, 5_000);
    expect(reassembler.pendingCount()).toBe(1);
  });

  it('refuses oversized payloads and bad channel names instead of notifying', () => {
    expect(() => encodeFrames('o1', 'm', 'c', 'x'.repeat(MAX_PAYLOAD_BYTES + 1))).toThrow(/exceeds/);
    expect(() => encodeFrames('o1', 'm', 'bad channel', '{}')).toThrow(/channel/);
    expect(() => encodeFrames('o 1', 'm', 'c', '{}')).toThrow(/origin/);
  });

  it('malformed frames decode to null', () => {
    for (const frame of ['', 'o1 m1 0/1', 'o1 m1 1/1 c {}', 'o1 m1 0/0 c {}', 'o1 m1 a/1 c {}', 'o-1 m1 0/1 c {}']) {
      expect(decodeFrame(frame)).toBeNull();
    }
  });

  it('splits UTF-8 without cutting a code point', () => {
    const pieces = splitUtf8('😀😀😀', 5);
    expect(pieces).toEqual(['😀', '😀', '😀']);
  });

  it('notifies all chunks in one statement', () => {
    expect(notifySql(3)).toBe('select pg_notify($1, $2), pg_notify($1, $3), pg_notify($1, $4)');
  });
});
