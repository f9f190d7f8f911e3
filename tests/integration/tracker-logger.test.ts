import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actors } from '@/lib/server/db/schema/actors';
import { dispatchRest } from '@/lib/server/rest/dispatch';
import { trackedEventCount } from '@/lib/server/tracking/event-counter';
import type { AppRuntime } from '@/lib/server/runtime';
import { startTestRuntime, stopTestRuntime } from '@/tests/helpers/test-runtime';

let app: AppRuntime;
let actorId: number;
beforeAll(async () => {
  app = await startTestRuntime();
  const [actor] = await app.db.select({ id: actors.id }).from(actors).limit(1);
  actorId = actor!.id;
});
afterAll(() => stopTestRuntime(app));

const post = (path: string, body: unknown, contentType = 'application/json') =>
  dispatchRest(new Request(`http://localhost/rest/v1/${path}?language=en&ver=1`, { method: 'POST', headers: { 'content-type': contentType }, body: JSON.stringify(body) }));

describe('§7 tracker and logger calls', () => {
  it('trackActorProfileVisit counts a visit of an existing actor', async () => {
    const before = trackedEventCount(`actorProfileVisit:${actorId}`);
    expect((await post('tracker/trackActorProfileVisit', { actorId })).status).toBe(200);
    expect(await (await post('tracker/trackActorProfileVisit', { actorId })).json()).toEqual({ success: true });
    expect(trackedEventCount(`actorProfileVisit:${actorId}`)).toBe(before + 2);
  });

  it('trackActorProfileVisit refuses an unknown or malformed actor id with 404 or 422, never a 500', async () => {
    expect((await post('tracker/trackActorProfileVisit', { actorId: 2_000_000_000 })).status).toBe(404);
    expect((await post('tracker/trackActorProfileVisit', { actorId: 'x' })).status).toBe(422);
    expect((await post('tracker/trackActorProfileVisit', { actorId: 2 ** 40 })).status).toBe(422);
  });

  it('track {event, data} accepts a named event with flat data and refuses bad names or nested data', async () => {
    const before = trackedEventCount('messenger.open');
    expect((await post('tracker/track', { event: 'messenger.open', data: { channelId: 4, online: true } })).status).toBe(200);
    expect(trackedEventCount('messenger.open')).toBe(before + 1);
    expect((await post('tracker/track', { event: '<script>', data: {} })).status).toBe(422);
    expect((await post('tracker/track', { event: 'x', data: { nested: { a: 1 } } })).status).toBe(422);
  });

  it('logger vxmessengerError {message} and websocketConnectionError are accepted; bad input is 422', async () => {
    expect((await post('logger/vxmessengerError', { message: 'channel list failed' })).status).toBe(200);
    expect((await post('logger/vxmessengerError', { message: '' })).status).toBe(422);
    const error = { connectionAttempt: 2, error: 'pong missing', errorCode: 4000, errorReason: 'pong missing', websocketType: 'session' };
    expect((await post('logger/websocketConnectionError', error)).status).toBe(200);
    expect((await post('logger/browserOnline', { status: 'offline' })).status).toBe(200);
    expect((await post('logger/browserOnline', { status: 'maybe' })).status).toBe(422);
  });
});
