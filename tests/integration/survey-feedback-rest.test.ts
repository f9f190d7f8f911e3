import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { GET } from '@/app/rest/v1/[area]/[...call]/route';
import { feedbackDataResponseSchema } from '@/lib/contracts/survey';
import { chatMediaConnected } from '@/lib/server/chat/media-events';
import { startChat } from '@/lib/server/chat/start-chat';
import { chatExitSurveys } from '@/lib/server/db/schema/chats';
import { surveyAnswers } from '@/lib/server/db/schema/feedback';
import type { AppRuntime } from '@/lib/server/runtime';
import { feedbackInstance } from '@/lib/server/survey/survey-questions';
import { startTestRuntime, stopTestRuntime } from '@/tests/helpers/test-runtime';
import { expectError } from './account-calls';
import { chatPost, endLeftovers, performer } from './chat-calls';
import { freshGuest } from './fresh-guest';
import { fund } from './purchase-calls';
import { post } from './wallet-calls';

let rt: AppRuntime;
beforeAll(async () => {
  rt = await startTestRuntime();
}, 180_000);
afterEach(() => endLeftovers(rt));
afterAll(() => stopTestRuntime(rt));

const answer = (token: string | null, body: unknown) => post('feedback', token, body, 'survey');
function feedbackData(token: string | null, type: string): Promise<Response> {
  const request = new Request(`http://localhost/rest/v1/survey/feedbackdata/?type=${type}`, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  return GET(request, { params: Promise.resolve({ area: 'survey', call: ['feedbackdata'] }) });
}
const answersOf = (guestId: number) => rt.db.select().from(surveyAnswers).where(eq(surveyAnswers.guestId, guestId));

describe('§7 survey feedbackdata and feedback (§9 "Survey types chat exit and feedback", "Feedback ratings BAD and GREAT")', () => {
  it('the feedback survey asks a BAD/GREAT rating and a comment for this month, visitors included', async () => {
    const response = await feedbackData(null, 'feedback');
    expect(response.status).toBe(200);
    const { data } = feedbackDataResponseSchema.parse(await response.json());
    expect(data.instance).toMatch(/^feedback-\d{4}-\d{2}$/);
    expect(data.questions.map((q) => [q.id, q.options ?? null])).toEqual([
      ['rating', ['BAD', 'GREAT']],
      ['text', null],
    ]);
    expect([data.text.title, data.text.great]).toEqual(['How do you like the site?', 'Great']);
  });

  it('one feedback answer per guest and instance: the second is 409, nothing more written', async () => {
    const { guestId, token } = await freshGuest(rt);
    const { data } = feedbackDataResponseSchema.parse(await (await feedbackData(token, 'feedback')).json());
    const first = await answer(token, { type: 'feedback', instance: data.instance, rating: 'GREAT', text: '  nice  ' });
    expect(first.status).toBe(200);
    await expectError(await answer(token, { type: 'feedback', instance: data.instance, rating: 'BAD' }), 409, 'CONFLICT');
    expect(await answersOf(guestId)).toMatchObject([{ surveyType: 'feedback', rating: 'GREAT', text: 'nice' }]);
  });

  it('an old survey instance is closed (409); bad input 422; no token 401 — nothing written', async () => {
    const { guestId, token } = await freshGuest(rt);
    await expectError(await answer(token, { type: 'feedback', instance: 'feedback-2001-01', rating: 'GREAT' }), 409, 'CONFLICT');
    const instance = feedbackInstance(new Date());
    await expectError(await answer(token, { type: 'feedback', instance, rating: 'OK' }), 422, 'VALIDATION_FAILED');
    await expectError(await answer(token, { type: 'poll', instance, rating: 'GREAT' }), 422, 'VALIDATION_FAILED');
    await expectError(await answer(token, { type: 'feedback', instance, rating: 'GREAT', text: 'x'.repeat(501) }), 422, 'VALIDATION_FAILED');
    await expectError(await answer(null, { type: 'feedback', instance, rating: 'GREAT' }), 401, 'UNAUTHORIZED');
    await expectError(await feedbackData(null, 'poll'), 422, 'VALIDATION_FAILED');
    expect(await answersOf(guestId)).toEqual([]);
  });

  it('the chat-exit survey is about the last ended chat; its answer is the chat\'s rating, once', async () => {
    const actorId = await performer(rt, 3);
    const guest = await freshGuest(rt);
    await expectError(await feedbackData(guest.token, 'chatExit'), 404, 'NOT_FOUND');
    await expectError(await feedbackData(null, 'chatExit'), 401, 'UNAUTHORIZED');
    await fund(rt, guest.guestId, 1_000);
    const chat = await startChat(rt.db, rt.pubsub, { guestId: guest.guestId, actorId, type: 'live' });
    await chatMediaConnected(rt.db, chat.id);
    expect((await chatPost(`${chat.id}/end`, guest.token, {})).status).toBe(200);
    const { data } = feedbackDataResponseSchema.parse(await (await feedbackData(guest.token, 'chatExit')).json());
    expect(data.instance).toBe(String(chat.id));
    expect((await answer(guest.token, { type: 'chatExit', instance: data.instance, rating: 'BAD', text: 'froze' })).status).toBe(200);
    await expectError(await answer(guest.token, { type: 'chatExit', instance: data.instance, rating: 'GREAT' }), 409, 'CONFLICT');
    const stranger = await freshGuest(rt);
    await expectError(await answer(stranger.token, { type: 'chatExit', instance: data.instance, rating: 'GREAT' }), 404, 'NOT_FOUND');
    expect(await rt.db.select().from(chatExitSurveys).where(eq(chatExitSurveys.chatId, chat.id))).toMatchObject([{ rating: 'BAD', comment: 'froze' }]);
  });
});
