import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRIVACY_VERSION, TERMS_VERSION } from '@/lib/server/accounts/legal-versions';
import { guestStatusBars } from '@/lib/server/db/schema/status-bars';
import type { AppRuntime } from '@/lib/server/runtime';
import { startTestRuntime, stopTestRuntime } from '@/tests/helpers/test-runtime';
import { freshGuest } from '@/tests/integration/fresh-guest';
import { TestClient } from './ws-client';
import { openLoggedIn, startWsServer } from './ws-server';

let app: AppRuntime;
let ws: Awaited<ReturnType<typeof startWsServer>>;

beforeAll(async () => {
  app = await startTestRuntime({ seed: false });
  ws = await startWsServer();
});
afterAll(async () => {
  await ws.close();
  await stopTestRuntime(app);
});

const guest = () => freshGuest(app, { privacy: PRIVACY_VERSION, terms: TERMS_VERSION });
async function barOf(guestId: number) {
  const [row] = await app.db.insert(guestStatusBars).values({ guestId, kind: 'avsAccepted', sourceKey: `v-${guestId}` }).returning();
  return row!;
}
const removedAt = async (id: number) => (await app.db.select({ at: guestStatusBars.removedAt }).from(guestStatusBars).where(eq(guestStatusBars.id, id)))[0]?.at ?? null;

describe('§7 removeStatusBar {statusBar} over /ws', () => {
  it('removes the bar and answers every socket of the guest, so the other tab drops it too', async () => {
    const { guestId, token } = await guest();
    const bar = await barOf(guestId);
    const first = await openLoggedIn(ws.base, token);
    const second = await openLoggedIn(ws.base, token);
    first.send({ type: 'removeStatusBar', statusBar: String(bar.id) });
    for (const client of [first, second]) expect(await client.next()).toEqual({ type: 'statusBar', statusBar: String(bar.id), removed: true });
    expect(await removedAt(bar.id)).not.toBeNull();
    first.close();
    second.close();
  });

  it("another guest's bar is NOT_FOUND, a missing id BAD_MESSAGE, a visitor UNAUTHORIZED; nothing is removed", async () => {
    const owner = await guest();
    const bar = await barOf(owner.guestId);
    const stranger = await openLoggedIn(ws.base, (await guest()).token);
    expect(await stranger.request({ type: 'removeStatusBar', statusBar: String(bar.id) })).toMatchObject({ type: 'error', code: 'NOT_FOUND' });
    expect(await stranger.request({ type: 'removeStatusBar' })).toMatchObject({ type: 'error', code: 'BAD_MESSAGE' });
    const anonymous = await TestClient.open(ws.base);
    expect(await anonymous.request({ type: 'requestSession', language: 'en' })).toMatchObject({ type: 'sessionAck', loggedIn: false });
    expect(await anonymous.request({ type: 'removeStatusBar', statusBar: String(bar.id) })).toMatchObject({ type: 'error', code: 'UNAUTHORIZED' });
    expect(await removedAt(bar.id)).toBeNull();
    stranger.close();
    anonymous.close();
  });
});
