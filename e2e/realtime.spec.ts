import { expect, type Page, test } from '@playwright/test';

type Frame = { type?: string } & Record<string, unknown>;

/** Collects the JSON frames the page's real-time socket receives (§4: one socket per page). */
function watchRealtime(page: Page) {
  const received: Frame[] = [];
  const sockets: string[] = [];
  page.on('websocket', (socket) => {
    if (!new URL(socket.url()).pathname.endsWith('/ws')) return;
    sockets.push(socket.url());
    socket.on('framereceived', ({ payload }) => {
      if (typeof payload === 'string') received.push(JSON.parse(payload) as Frame);
    });
  });
  return { received, sockets };
}

test('a page opens one real-time session: the session is acknowledged, then the first ping is answered', async ({ page }) => {
  const realtime = watchRealtime(page);
  await page.goto('/en/');

  await expect.poll(() => realtime.received.map((frame) => frame.type)).toEqual(
    expect.arrayContaining(['sessionAck', 'pong']),
  );
  const types = realtime.received.map((frame) => frame.type);
  expect(types.indexOf('sessionAck')).toBeLessThan(types.indexOf('pong'));
  expect(realtime.received.find((frame) => frame.type === 'sessionAck')).toMatchObject({
    loggedIn: false,
    guestId: null,
    language: 'en',
  });
  // Anonymous page: no access token, so the pong carries no ttl.
  expect(realtime.received.find((frame) => frame.type === 'pong')).toEqual({ type: 'pong', ttl: null });
  expect(realtime.sockets).toHaveLength(1);
  expect(new URL(realtime.sockets[0]!).pathname).toBe('/ws');
});

test('the session requests the page language', async ({ page }) => {
  const realtime = watchRealtime(page);
  await page.goto('/de/');
  await expect
    .poll(() => realtime.received.find((frame) => frame.type === 'sessionAck'))
    .toMatchObject({ language: 'de' });
});
