import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POST } from '@/app/rest/v1/[area]/[...call]/route';
import type { AppRuntime } from '@/lib/server/runtime';
import { startTestRuntime, stopTestRuntime } from '@/tests/helpers/test-runtime';

let rt: AppRuntime;
beforeAll(async () => {
  rt = await startTestRuntime({ seed: false });
});
afterAll(() => stopTestRuntime(rt));

const post = (call: string, body: string) =>
  POST(
    new Request(`http://localhost/rest/v1/logger/${call}/?language=de&ver=1`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    }),
    { params: Promise.resolve({ area: 'logger', call: [call] }) },
  );

describe('POST /rest/v1/logger/* (§7 logger area, §8 websocket errors are logged to the server)', () => {
  it('accepts a pong-missing report (code 4000)', async () => {
    const body = { connectionAttempt: 2, error: 'pong missing', errorCode: 4000, errorReason: '', websocketType: 'session' };
    const response = await post('websocketConnectionError', JSON.stringify(body));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true });
  });

  it('refuses an error code outside the WebSocket range with 422 and names the field', async () => {
    const response = await post('websocketConnectionError', JSON.stringify({ connectionAttempt: 1, error: 'x', errorCode: 70000 }));
    expect(response.status).toBe(422);
    const body = await response.json();
    expect(body.error.issues[0].path).toBe('errorCode');
  });

  it('malformed JSON gets 400 MALFORMED_JSON', async () => {
    const response = await post('browserOnline', '{"status": ');
    expect(response.status).toBe(400);
    expect((await response.json()).error.code).toBe('MALFORMED_JSON');
  });

  it('browserOnline takes online or offline only', async () => {
    expect((await post('browserOnline', '{"status":"online"}')).status).toBe(200);
    expect((await post('browserOnline', '{"status":"maybe"}')).status).toBe(422);
  });
});
