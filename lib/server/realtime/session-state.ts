import 'server-only';
import type { ClientMessage, RealtimeErrorCode, RealtimeLanguage, ServerMessage } from '@/lib/realtime/protocol';

/** What the hub knows about one connection (§7 session). */
export type SessionState = {
  sessionId: string;
  language: RealtimeLanguage;
  guestId: number | null;
  /** A performer (studio) session: the actor whose studioToken opened it; never also a guest. Absent = null. */
  actorId?: number | null;
  /** Expiry of the access token the session was opened with, epoch seconds. */
  tokenExpiresAt: number | null;
};

export type HandlerResult = { session: SessionState; replies: ServerMessage[] };

/**
 * Answers one parsed client message (lib/server/ws/dispatch.ts). The transport takes it as an
 * argument so that it never imports the domains that answer frames. Throws only on unexpected
 * failures (the hub maps them to INTERNAL).
 */
export type MessageHandler = (session: SessionState, message: ClientMessage) => Promise<HandlerResult>;

const nowSeconds = () => Math.floor(Date.now() / 1000);

export function errorMessage(code: RealtimeErrorCode, message: string): ServerMessage {
  return { type: 'error', code, message };
}

/** A session counts as logged in only while its access token is unexpired. */
export function isLoggedIn(session: SessionState, now = nowSeconds()): boolean {
  return session.guestId !== null && session.tokenExpiresAt !== null && session.tokenExpiresAt > now;
}

/** A performer session counts only while its studio token is unexpired (like isLoggedIn for guests). */
export function isPerformerSession(session: SessionState, actorId: number, now = nowSeconds()): boolean {
  return session.actorId === actorId && session.tokenExpiresAt !== null && session.tokenExpiresAt > now;
}

/**
 * pong ttl: seconds until the session's access token expires, so the page knows when to
 * refresh it; 0 once it has expired; null for a session that never logged in.
 */
export function pongTtl(session: SessionState, now = nowSeconds()): number | null {
  if (session.tokenExpiresAt === null) return null;
  return Math.max(0, session.tokenExpiresAt - now);
}
