import { act, cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { ChatPanel } from '@/components/chat/chat-panel';
import type { ChatText } from '@/components/chat/chat-text';
import type { ChatView } from '@/lib/contracts/chat';
import { guestStore } from '@/stores/guest';
import { setPendingTopUpCallback } from '@/lib/guest/top-up-callback';
import { realtimeSessionStore } from '@/stores/realtime-session';
import type { RealtimeSession } from '@/lib/realtime/session';
import en from '@/messages/en.json';
export { type Route, stubFetch } from './stub-fetch';

/** The guest chat panel's test fixtures (tests/unit/chat-panel*.test.tsx): her offer, a chat, fetch routes, the page's session. */
export const text = { ...en.Chat, switch: en.ChatSwitch } as unknown as ChatText;
export const offer = {
  online: true,
  freeChat: true,
  voyeur: true,
  videocall: false,
  livePreview: false,
  voice: false,
  prices: { live: 149, voyeur: 199, single: 299, singlec2c: 349, videocall: 249, voice: 119 },
};
export const chat: ChatView = {
  id: 21, type: 'live', status: 'connecting', actorId: 3, actorName: 'LunaSky', pricePerMinute: 149, pricePerMinuteFormatted: '1,49 €', ageRating: 16,
  createdAt: '2026-01-01T12:00:00.000Z', mediaStartedAt: null, billedSeconds: 0, billedAmount: 0, billedAmountFormatted: '0 €',
  freeSecondsLeft: null, exitCode: null, endedAt: null,
};
export const receipt = {
  chatId: 21, type: 'live', actorId: 3, actorName: 'LunaSky', status: 'ended', startedAt: chat.createdAt, endedAt: '2026-01-01T12:01:00.000Z', seconds: 58,
  pricePerMinute: 149, pricePerMinuteFormatted: '1,49 €', voucherSeconds: 0, freeSeconds: 0, paidSeconds: 58, amount: 145, amountFormatted: '1,45 €',
  currency: 'EUR', exitCode: 200, items: [{ kind: 'paid', seconds: 58, amount: 145, amountFormatted: '1,45 €' }],
};

export const fail = (status: number, code: string, message = 'refused', details?: unknown) =>
  Response.json({ success: false, error: { code, message, ...(details ? { details } : {}) } }, { status });

/** The page's one session, as far as the panel uses it: typed `on` by name, emit for the test. */
function fakeSession() {
  const handlers = new Map<string, Set<(message: unknown) => void>>();
  const session = {
    on(type: string, handler: (message: unknown) => void) {
      const set = handlers.get(type) ?? new Set();
      set.add(handler);
      handlers.set(type, set);
      return () => set.delete(handler);
    },
    send: vi.fn(() => true),
    isOpen: () => true,
  };
  const emit = (message: { type: string } & Record<string, unknown>) => act(() => handlers.get(message.type)?.forEach((handler) => handler(message)));
  return { session: session as unknown as RealtimeSession, emit };
}

/** Registers the per-test setup: a logged-in guest and the page's session; answers the session of the running test. */
export function setUpChatPanel(): () => ReturnType<typeof fakeSession> {
  let realtime: ReturnType<typeof fakeSession>;
  beforeEach(() => {
    realtime = fakeSession();
    realtimeSessionStore.getState().actions.sessionOpened(realtime.session);
    guestStore.getState().actions.guestLoggedIn({ guestId: 7, screenName: 'Guest', accessToken: 'token', expiresAt: 9_999_999_999 });
  });
  afterEach(() => {
    cleanup();
    realtimeSessionStore.getState().actions.sessionClosed();
    guestStore.getState().actions.guestLoggedOut();
    setPendingTopUpCallback(null);
    vi.unstubAllGlobals();
    vi.clearAllMocks();
  });
  return () => realtime;
}

export const renderPanel = (fields: Partial<typeof offer> = {}) =>
  render(
    <ChatPanel actorId={3} actorName="LunaSky" language="en" liveShowHref="/en/amateur/lunasky/live-show/" voiceHref="/en/messenger/?actor=3&call=voice" offer={{ ...offer, ...fields }} text={text} />,
  );
export const current = (value: ChatView | null = null) => () => Response.json({ success: true, data: { chat: value } });
