import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { vi } from 'vitest';
import { StudioContext, type StudioContextValue } from '@/app/studio/_components/studio-context';
import { provideAccessToken } from '@/lib/api/access-token';
import { realtimeSessionStore } from '@/stores/realtime-session';
import type { RealtimeSession } from '@/lib/realtime/session';
import { flattenMessages } from '@/lib/studio/studio-text';
import en from '@/messages/en.json';

/** The studio live page's tests: the studio context, a QueryClient and a fake real-time session. */
export const ACTOR_ID = 9;

export type FakeRealtime = {
  session: RealtimeSession;
  sent: { type: string; [key: string]: unknown }[];
  /** Delivers a server event to the page's handlers, as the session would after parsing. */
  emit(message: { type: string; [key: string]: unknown }): void;
};

export function fakeRealtime(): FakeRealtime {
  const handlers = new Map<string, Set<(message: unknown) => void>>();
  const sent: FakeRealtime['sent'] = [];
  const fake = {
    isOpen: () => true,
    send: (message: { type: string }) => {
      sent.push(message);
      return true;
    },
    on: (type: string, handler: (message: unknown) => void) => {
      const set = handlers.get(type) ?? new Set();
      set.add(handler);
      handlers.set(type, set);
      return () => set.delete(handler);
    },
  };
  return {
    session: fake as unknown as RealtimeSession,
    sent,
    emit: (message) => handlers.get(message.type)?.forEach((handler) => handler(message)),
  };
}

export function renderStudio(ui: React.ReactElement, realtime: FakeRealtime | null = fakeRealtime()) {
  // The studio provider lends the performer's token to every REST call of the page.
  provideAccessToken(() => 'studio-token');
  realtimeSessionStore.setState({ session: realtime?.session ?? null });
  const value: StudioContextValue = {
    locale: 'en',
    text: flattenMessages(en.Studio as Record<string, unknown>),
    actorId: ACTOR_ID,
    actorName: 'LunaSky',
    sessionEnded: vi.fn(),
  };
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <StudioContext.Provider value={value}>
      <QueryClientProvider client={client}>{ui}</QueryClientProvider>
    </StudioContext.Provider>,
  );
}

/** A fake camera: getUserMedia answers a stream whose tracks can be switched off. */
export function fakeCamera() {
  const tracks = [
    { kind: 'video', enabled: true, stop: vi.fn() },
    { kind: 'audio', enabled: true, stop: vi.fn() },
  ];
  const stream = { getTracks: () => tracks } as unknown as MediaStream;
  const getUserMedia = vi.fn(async () => stream);
  Object.defineProperty(navigator, 'mediaDevices', { value: { getUserMedia }, configurable: true });
  // jsdom plays no media.
  window.HTMLMediaElement.prototype.play = vi.fn(async () => {});
  return { stream, tracks, getUserMedia };
}

export const roomChat = (fields: Record<string, unknown> = {}) => ({
  chatId: 41,
  type: 'live',
  guestName: 'Guest41',
  status: 'open',
  createdAt: new Date(Date.now() - 90_000).toISOString(),
  mediaStartedAt: new Date(Date.now() - 60_000).toISOString(),
  billedSeconds: 60,
  earned: 120,
  earnedFormatted: '1,20 €',
  ...fields,
});
