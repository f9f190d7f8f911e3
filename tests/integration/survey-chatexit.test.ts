import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { chatExitSurveyResponseSchema } from '@/lib/contracts/survey';
import { chatExitSurveys } from '@/lib/server/db/schema/chats';
import { chatMediaConnected } from '@/lib/server/chat/media-events';
import { startChat } from '@/lib/server/chat/start-chat';
import type { AppRuntime } from '@/lib/server/runtime';
import { startTestRuntime, stopTestRuntime } from '@/tests/helpers/test-runtime';
import { expectError } from './account-calls';
import { chatPost, endLeftovers, performer } from './chat-calls';
import { freshGuest } from './fresh-guest';
import { fund } from './purchase-calls';
import { post } from './wallet-calls';

let rt: AppRuntime;
beforeAll(async () => {
  rt = await startTestRuntime();
});
afterEach(() => endLeftovers(rt));
afterAll(() => stopTestRuntime(rt));

const answer = (token: string | null, body: unknown) => post('chatexit', token, body, 'survey');
const surveysOf = (chatId: number) => rt.db.select().from(chatExitSurveys).where(eq(chatExitSurveys.chatId, chatId));

async function chatOf(index: number) {
  const actorId = await performer(rt, index);
  const guest = await freshGuest(rt);
  await fund(rt, guest.guestId, 1_000);
  const chat = await startChat(rt.db, rt.pubsub, { guestId: guest.guestId, actorId, type: 'live' });
  await chatMediaConnected(rt.db, chat.id);
  return { ...guest, chatId: chat.id };
}

describe('chat-exit survey (contract §5 "only the guest\'s own ENDED chat, once per chat")', () => {
  it('a running chat is 409; after the end one answer is saved, a second is 409', async () => {
    const { token, guestId, chatId } = await chatOf(1);
    await expectError(await answer(token, { chatId, rating: 'GREAT' }), 409, 'CONFLICT');
    expect((await chatPost(`${chatId}/end`, token, {})).status).toBe(200);
    const saved = await answer(token, { chatId, rating: 'BAD', comment: '  the picture froze  ' });
    expect(saved.status).toBe(200);
    expect(chatExitSurveyResponseSchema.parse(await saved.json()).data).toEqual({ saved: true });
    await expectError(await answer(token, { chatId, rating: 'GREAT' }), 409, 'CONFLICT');
    expect(await surveysOf(chatId)).toMatchObject([{ guestId, rating: 'BAD', comment: 'the picture froze' }]);
  });

  it('another guest\'s chat is 404, no token 401, bad input 422 — nothing written', async () => {
    const { token, chatId } = await chatOf(2);
    expect((await chatPost(`${chatId}/end`, token, {})).status).toBe(200);
    const stranger = await freshGuest(rt);
    await expectError(await answer(stranger.token, { chatId, rating: 'GREAT' }), 404, 'NOT_FOUND');
    await expectError(await answer(null, { chatId, rating: 'GREAT' }), 401, 'UNAUTHORIZED');
    for (const body of [{}, { chatId, rating: 'OK' }, { chatId: 'x', rating: 'BAD' }, { chatId, rating: 'BAD', comment: 'x'.repeat(501) }]) {
      await expectError(await answer(token, body), 422, 'VALIDATION_FAILED');
    }
    expect(await surveysOf(chatId)).toHaveLength(0);
  });
});
