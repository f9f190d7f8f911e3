import 'server-only';
import type { ServerMessage } from '@/lib/realtime/protocol';
import { isAppError } from '@/lib/server/errors';
import type { HandlerResult, SessionState } from '@/lib/server/realtime/handlers';
import { authenticatePerformerToken } from '@/lib/server/studio/performer-token';

/**
 * requestSession with a studioToken ("connections per guest and per
 * performer"): the studio's socket becomes a performer session. It is never a guest session, so
 * the §6 login-only guest commands stay refused; it receives the performer's own events
 * (publishToActor) and the broadcasts. The ack carries the actorId; loggedIn stays false because
 * loggedIn means a logged-in guest (§7 sessionAck).
 */
export async function requestPerformerSession(anonymous: SessionState, studioToken: string): Promise<HandlerResult> {
  try {
    const performer = await authenticatePerformerToken(studioToken);
    const session: SessionState = { ...anonymous, actorId: performer.actorId, tokenExpiresAt: performer.expiresAt };
    return { session, replies: [performerAck(session, performer.actorId)] };
  } catch (error) {
    if (!isAppError(error) || error.code !== 'UNAUTHORIZED') throw error;
    // Like a refused guest token: an error, then the anonymous ack so the page can flush.
    const refused: ServerMessage = { type: 'error', code: 'UNAUTHORIZED', message: error.message };
    return { session: anonymous, replies: [refused, performerAck(anonymous, null)] };
  }
}

function performerAck(session: SessionState, actorId: number | null): ServerMessage {
  const ack: ServerMessage = { type: 'sessionAck', sessionId: session.sessionId, loggedIn: false, guestId: null, language: session.language };
  return actorId === null ? ack : { ...ack, actorId };
}

/** A performer session counts only while its studio token is unexpired (like isLoggedIn for guests). */
export function isPerformerSession(session: SessionState, actorId: number, now = Math.floor(Date.now() / 1000)): boolean {
  return session.actorId === actorId && session.tokenExpiresAt !== null && session.tokenExpiresAt > now;
}
