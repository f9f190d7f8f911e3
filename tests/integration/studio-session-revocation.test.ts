import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { performers } from '@/lib/server/db/schema/accounts';
import { startChat } from '@/lib/server/chat/start-chat';
import type { SessionState } from '@/lib/server/realtime/session-state';
import type { AppRuntime } from '@/lib/server/runtime';
import { handleClientMessage } from '@/lib/server/ws/dispatch';
import { chatRow, endLeftovers, performer } from './chat-calls';
import { performerToken, startRuntimeWithHub, stopRuntimeWithHub } from './chat-studio-calls';
import { freshGuest } from './fresh-guest';
import { fund } from './purchase-calls';

let rt: AppRuntime;
beforeAll(async () => {
  rt = await startRuntimeWithHub();
});
afterEach(() => endLeftovers(rt));
afterAll(() => stopRuntimeWithHub(rt));

const fresh: SessionState = { sessionId: 'studio-tab', language: 'de', guestId: null, actorId: null, tokenExpiresAt: null };

/** Her studio socket as the hub holds it after requestSession with a performer token. */
async function studioSocket(token: string): Promise<SessionState> {
  const { session, replies } = await handleClientMessage(fresh, { type: 'requestSession', language: 'de', studioToken: token });
  expect(replies[0]).toMatchObject({ type: 'sessionAck', actorId: expect.any(Number) });
  return session;
}

async function privateChat(price = 120) {
  const actorId = await performer(rt, 1, { price });
  const guest = await freshGuest(rt);
  await fund(rt, guest.guestId, 2_000);
  return { actorId, chat: await startChat(rt.db, rt.pubsub, { guestId: guest.guestId, actorId, type: 'single' }) };
}

describe('a studio socket opened before the studio logout stops acting for her', () => {
  it('after the logout her chatMedia no longer starts billing: the session ends and the report is refused', async () => {
    const { actorId, chat } = await privateChat();
    const session = await studioSocket(await performerToken(rt, actorId));
    // POST studio/logout bumps the login's token version (lib/server/studio/studio-sessions.ts).
    await rt.db.update(performers).set({ tokenVersion: 1 }).where(eq(performers.actorId, actorId));

    const result = await handleClientMessage(session, { type: 'chatMedia', chatId: chat.id, state: 'connected' });
    expect(result.replies).toEqual([
      { type: 'error', code: 'UNAUTHORIZED', message: expect.stringContaining('studio session has ended') },
      { type: 'error', code: 'UNAUTHORIZED', message: expect.any(String) },
    ]);
    expect(result.session).toMatchObject({ actorId: null, tokenExpiresAt: null });
    expect(await chatRow(rt, chat.id)).toMatchObject({ status: 'connecting', billedSeconds: 0 });
  });

  it('while her login stands the same report is accepted', async () => {
    const { actorId, chat } = await privateChat();
    const session = await studioSocket(await performerToken(rt, actorId));
    expect((await handleClientMessage(session, { type: 'chatMedia', chatId: chat.id, state: 'connected' })).replies).toEqual([]);
    expect((await chatRow(rt, chat.id)).status).toBe('open');
  });
});
