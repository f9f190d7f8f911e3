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
  /**
   * The login behind the token (requestSession always records it): its subject (guest id or
   * studio login id), the token version it carried and when the database last confirmed both
   * (epoch ms). Logout, a password reset or a lock bump the version, which ends the session.
   */
  login?: SessionLogin;
};

export type SessionLogin = { subjectId: number; tokenVersion: number; confirmedAt: number };

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

/** The same socket without its guest or performer identity: what an ended login leaves behind. */
export function withoutLogin(session: SessionState): SessionState {
  return { sessionId: session.sessionId, language: session.language, guestId: null, actorId: null, tokenExpiresAt: null };
}

/** §7 events that tell a guest's pages his login is over: his sockets stop acting for him too. */
export function endsLogin(message: ServerMessage): boolean {
  return message.type === 'sessionExpired' || message.type === 'guestLocked';
}

/**
 * pong ttl: seconds until the session's access token expires, so the page knows when to
 * refresh it; 0 once it has expired; null for a session that never logged in.
 */
export function pongTtl(session: SessionState, now = nowSeconds()): number | null {
  if (session.tokenExpiresAt === null) return null;
  return Math.max(0, session.tokenExpiresAt - now);
}
