import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { announceFreeShow } from '@/lib/server/chat/chat-live-access';
import { BROADCAST_CHANNEL } from '@/lib/server/realtime/broadcast-events';
import type { AppRuntime } from '@/lib/server/runtime';
import { startTestRuntime, stopTestRuntime } from '@/tests/helpers/test-runtime';
import { performer } from './chat-calls';

let rt: AppRuntime;
beforeAll(async () => {
  rt = await startTestRuntime();
});
afterAll(() => stopTestRuntime(rt));

describe('§7 freeShowStart / freeShowStop ("free show start and stop events")', () => {
  it('her camera on air in her room announces a free show to every page, its end stops it; without free chat nothing is announced', async () => {
    const free = await performer(rt, 8, { freeChat: true });
    const paidOnly = await performer(rt, 9, { freeChat: false });
    const heard: unknown[] = [];
    const stop = rt.pubsub.subscribe(BROADCAST_CHANNEL, (payload) => heard.push(payload));
    try {
      await announceFreeShow(rt.db, rt.pubsub, free, true);
      await announceFreeShow(rt.db, rt.pubsub, paidOnly, true);
      await announceFreeShow(rt.db, rt.pubsub, free, false);
    } finally {
      stop();
    }
    expect(heard).toEqual([{ message: { type: 'freeShowStart', actorId: free } }, { message: { type: 'freeShowStop', actorId: free } }]);
  });
});
