import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RealtimeHub } from '@/lib/server/realtime/hub';
import { dispatchRest } from '@/lib/server/rest/dispatch';
import type { AppRuntime } from '@/lib/server/runtime';
import { startTestRuntime, stopTestRuntime } from '@/tests/helpers/test-runtime';

let rt: AppRuntime;
beforeAll(async () => {
  rt = await startTestRuntime({ seed: false });
});
afterAll(() => stopTestRuntime(rt).catch(() => undefined));

const alive = (path = 'alive/') => dispatchRest(new Request(`http://localhost/rest/v1/${path}`));

describe('§7 misc alive: the load balancer health check', () => {
  it('answers 503 naming the hub while no WebSocket hub is attached', async () => {
    const response = await alive();
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ ok: false, db: 'up', hub: 'down' });
  });

  it('answers 200 {ok, db up, hub up}, never cached, with or without the trailing slash and a cache buster', async () => {
    rt.hub = {} as RealtimeHub;
    for (const path of ['alive', 'alive/', 'alive?t=123']) {
      const response = await alive(path);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(await response.json()).toEqual({ ok: true, db: 'up', hub: 'up' });
    }
  });

  it('answers 503 {db: down} once the database is closed', async () => {
    rt.hub = {} as RealtimeHub;
    await rt.database.close();
    const response = await alive();
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ ok: false, db: 'down', hub: 'up' });
  });
});
