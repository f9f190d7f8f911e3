import { reactToGuestEvents } from '@/lib/guest/session-reactions';
import { reactToPageEvents } from '@/lib/realtime/page-reactions';
import { RealtimeSession, type RealtimeSessionOptions } from '@/lib/realtime/session';
import { syncPageState } from './sync-page-state';

export type PageSession = { session: RealtimeSession; stop: () => void };

/**
 * The guest page's one real-time session with its §4 reactions: balance, lock, vouchers, avs,
 * VIP/TV, data protection, email verified, session expired and loyalty points go to the guest's
 * session (stores/guest-session.ts), presence to stores/presence.ts; after every acknowledgement
 * the page asks for the current state of what it shows (./sync-page-state.ts). `reload` waits for
 * open payment flows. Part of the session chunk (components/realtime/realtime-session.tsx loads it
 * after hydration), so its zod never reaches first-load JavaScript. `stop` closes the socket.
 */
export function openPageSession(options: RealtimeSessionOptions, reload: () => void): PageSession {
  const session = new RealtimeSession(options);
  // The reactions listen before the snapshot is asked for: its answers reach them like events.
  const stops = [reactToGuestEvents(session, reload), reactToPageEvents(session, reload), syncPageState(session)];
  session.open();
  return {
    session,
    stop: () => {
      for (const stop of stops) stop();
      session.close();
    },
  };
}
