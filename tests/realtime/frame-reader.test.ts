import { describe, expect, it } from 'vitest';
import { FrameReader } from '@/lib/realtime/frame-reader';
import type { ServerMessage } from '@/lib/realtime/message-types';
import { parseServerMessage } from '@/lib/realtime/parse-server-message';

function reader() {
  const delivered: string[] = [];
  let loads = 0;
  let release: (parse: typeof parseServerMessage) => void = () => {};
  let fail: () => void = () => {};
  const frames = new FrameReader(
    (message: ServerMessage) => delivered.push(message.type),
    () => {
      loads += 1;
      return new Promise((resolve, reject) => {
        release = resolve;
        fail = () => reject(new Error('chunk failed'));
      });
    },
  );
  return { frames, delivered, loads: () => loads, release: () => release(parseServerMessage), fail: () => fail() };
}

const ack = { type: 'sessionAck', sessionId: 's1', loggedIn: false, guestId: null, language: 'en' };
const online = { type: 'actorOnline', actorId: 1001 };
const verified = { type: 'emailVerified' };
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('FrameReader: incoming frames in their order (§7), zod only when a frame needs it', () => {
  it('delivers the page-load frames at once without loading the zod check', () => {
    const { frames, delivered, loads } = reader();
    frames.read(ack);
    frames.read(online);
    frames.read({ type: 'pong', ttl: 'x' });
    expect(delivered).toEqual(['sessionAck', 'actorOnline']);
    expect(loads()).toBe(0);
  });

  it('holds every later frame behind one that waits for the zod check, then delivers all in order', async () => {
    const { frames, delivered, loads, release } = reader();
    frames.read(ack);
    frames.read(verified);
    frames.read(online);
    frames.read({ type: 'somethingNew', x: 1 });
    frames.read({ type: 'actorOffline', actorId: 1001 });
    expect(delivered).toEqual(['sessionAck']);
    expect(loads()).toBe(1);
    release();
    await flush();
    expect(delivered).toEqual(['sessionAck', 'emailVerified', 'actorOnline', 'actorOffline']);
    frames.read(verified);
    expect(delivered.at(-1)).toBe('emailVerified');
    expect(loads()).toBe(1);
  });

  it('drops waiting frames when the session closes', async () => {
    const { frames, delivered, release } = reader();
    frames.read(verified);
    frames.clear();
    release();
    await flush();
    expect(delivered).toEqual([]);
  });

  it('loses the waiting frames when the chunk fails to load and tries again on the next one', async () => {
    const { frames, delivered, loads, fail, release } = reader();
    frames.read(verified);
    fail();
    await flush();
    frames.read(online);
    expect(delivered).toEqual(['actorOnline']);
    frames.read(verified);
    expect(loads()).toBe(2);
    release();
    await flush();
    expect(delivered).toEqual(['actorOnline', 'emailVerified']);
  });
});
