import 'server-only';
import type { ClientMessage, ServerMessage } from '@/lib/realtime/protocol';
import { isAppError } from '@/lib/server/errors';
import { verifyAccessToken } from '@/lib/server/auth/access-token';
import { errorMessage, type HandlerResult, isLoggedIn, type SessionLogin, type SessionState, withoutLogin } from '@/lib/server/realtime/session-state';
import { runtime } from '@/lib/server/runtime';
import { authenticatePerformerToken } from '@/lib/server/studio/performer-token';
import { authenticateSessionGuest } from '@/lib/server/ws/session-guest';

function sessionAck(session: SessionState): ServerMessage {
  return {
    type: 'sessionAck',
    sessionId: session.sessionId,
    loggedIn: isLoggedIn(session),
    guestId: isLoggedIn(session) ? session.guestId : null,
    language: session.language,
  };
}

function performerAck(session: SessionState, actorId: number | null): ServerMessage {
  const ack: ServerMessage = { type: 'sessionAck', sessionId: session.sessionId, loggedIn: false, guestId: null, language: session.language };
  return actorId === null ? ack : { ...ack, actorId };
}

/**
 * requestSession with a studioToken ("connections per guest and per
 * performer"): the studio's socket becomes a performer session. It is never a guest session, so
 * the §6 login-only guest commands stay refused; it receives the performer's own events
 * (publishToActor) and the broadcasts. The ack carries the actorId; loggedIn stays false because
 * loggedIn means a logged-in guest (§7 sessionAck).
 */
async function requestPerformerSession(anonymous: SessionState, studioToken: string): Promise<HandlerResult> {
  try {
    const performer = await authenticatePerformerToken(studioToken);
    // authenticatePerformerToken accepted it, so it decodes; a stand-in token (tests) has no login.
    const login = await loginOf(studioToken).catch(() => undefined);
    const session: SessionState = { ...anonymous, actorId: performer.actorId, tokenExpiresAt: performer.expiresAt, login };
    return { session, replies: [performerAck(session, performer.actorId)] };
  } catch (error) {
    if (!isAppError(error) || error.code !== 'UNAUTHORIZED') throw error;
    // Like a refused guest token: an error, then the anonymous ack so the page can flush.
    return { session: anonymous, replies: [errorMessage('UNAUTHORIZED', error.message), performerAck(anonymous, null)] };
  }
}

/**
 * The login a token was issued for (subject and version), recorded with the session so that
 * every later frame can be held against the database again (lib/server/ws/confirm-login.ts).
 * The token was just accepted, so the database confirmed it at this moment.
 */
async function loginOf(token: string): Promise<SessionLogin> {
  const claims = await verifyAccessToken(runtime().tokenKey, token);
  return { subjectId: claims.subjectId, tokenVersion: claims.version, confirmedAt: Date.now() };
}

/** §7 requestSession: anonymous, a logged-in guest (accessToken) or a performer (studioToken). */
export async function requestSession(session: SessionState, message: Extract<ClientMessage, { type: 'requestSession' }>): Promise<HandlerResult> {
  const anonymous: SessionState = { ...withoutLogin(session), language: message.language };
  if (message.studioToken) return requestPerformerSession(anonymous, message.studioToken);
  if (!message.accessToken) return { session: anonymous, replies: [sessionAck(anonymous)] };
  try {
    const identity = await authenticateSessionGuest(message.accessToken, message.guestId);
    const next: SessionState = { ...anonymous, guestId: identity.guestId, tokenExpiresAt: identity.expiresAt, login: identity.login };
    const replies = [sessionAck(next)];
    // §7 dataProtection: the page shows the privacy (and terms) box until the guest accepts.
    if (identity.dataProtectionPending) {
      replies.push({ type: 'dataProtection', showDataProtection: true });
    }
    return { session: next, replies };
  } catch (error) {
    if (!isAppError(error) || error.code !== 'UNAUTHORIZED') throw error;
    // A refused token leaves the session anonymous; the ack still follows so the page can flush.
    return { session: anonymous, replies: [errorMessage('UNAUTHORIZED', error.message), sessionAck(anonymous)] };
  }
}
