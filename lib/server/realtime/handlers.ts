import 'server-only';
import {
  type ClientMessage,
  needsLogin,
  type RealtimeErrorCode,
  type RealtimeLanguage,
  type ServerMessage,
} from '@/lib/realtime/protocol';
import { dataProtectionPending } from '@/lib/server/accounts/data-protection';
import { isAppError } from '@/lib/server/errors';
import { handleEmailMessage, isEmailMessage } from '@/lib/server/realtime/email-messages';
import { handleFavoriteMessage, isFavoriteMessage } from '@/lib/server/realtime/favorite-messages';
import { handleLiveMessage, isLiveMessage } from '@/lib/server/realtime/live-messages';
import { authenticateSessionGuest } from '@/lib/server/realtime/guest-auth';
import { requestPerformerSession } from '@/lib/server/realtime/performer-session';
import { handleMessengerMessage, isMessengerMessage } from '@/lib/server/realtime/messenger-messages';
import { handleNotificationMessage, isNotificationMessage } from '@/lib/server/realtime/notification-messages';
import { handleOneClickMessage, isOneClickMessage } from '@/lib/server/realtime/one-click-messages';
import { runtime } from '@/lib/server/runtime';

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

const nowSeconds = () => Math.floor(Date.now() / 1000);

export function errorMessage(code: RealtimeErrorCode, message: string): ServerMessage {
  return { type: 'error', code, message };
}

/** A session counts as logged in only while its access token is unexpired. */
export function isLoggedIn(session: SessionState, now = nowSeconds()): boolean {
  return session.guestId !== null && session.tokenExpiresAt !== null && session.tokenExpiresAt > now;
}

/**
 * pong ttl: seconds until the session's access token expires, so the page knows when to
 * refresh it; 0 once it has expired; null for a session that never logged in.
 */
export function pongTtl(session: SessionState, now = nowSeconds()): number | null {
  if (session.tokenExpiresAt === null) return null;
  return Math.max(0, session.tokenExpiresAt - now);
}

function sessionAck(session: SessionState): ServerMessage {
  return {
    type: 'sessionAck',
    sessionId: session.sessionId,
    loggedIn: isLoggedIn(session),
    guestId: isLoggedIn(session) ? session.guestId : null,
    language: session.language,
  };
}

async function requestSession(
  session: SessionState,
  message: Extract<ClientMessage, { type: 'requestSession' }>,
): Promise<HandlerResult> {
  const anonymous: SessionState = { ...session, language: message.language, guestId: null, actorId: null, tokenExpiresAt: null };
  if (message.studioToken) return requestPerformerSession(anonymous, message.studioToken);
  if (!message.accessToken) return { session: anonymous, replies: [sessionAck(anonymous)] };
  try {
    const identity = await authenticateSessionGuest(message.accessToken, message.guestId);
    const next: SessionState = { ...anonymous, guestId: identity.guestId, tokenExpiresAt: identity.expiresAt };
    const replies = [sessionAck(next)];
    // §7 dataProtection: the page shows the privacy (and terms) box until the guest accepts.
    if (await dataProtectionPending(runtime().db, identity.guestId)) {
      replies.push({ type: 'dataProtection', showDataProtection: true });
    }
    return { session: next, replies };
  } catch (error) {
    if (!isAppError(error) || error.code !== 'UNAUTHORIZED') throw error;
    // A refused token leaves the session anonymous; the ack still follows so the page can flush.
    return { session: anonymous, replies: [errorMessage('UNAUTHORIZED', error.message), sessionAck(anonymous)] };
  }
}

/** Answers one parsed client message. Throws only on unexpected failures (the hub maps them). */
export async function handleClientMessage(session: SessionState, message: ClientMessage): Promise<HandlerResult> {
  if (message.type === 'ping') return { session, replies: [{ type: 'pong', ttl: pongTtl(session) }] };
  if (message.type === 'requestSession') return requestSession(session, message);
  if (needsLogin(message.type) && !isLoggedIn(session)) {
    // §6: realtime commands about channels, messages, favourites, one-click need a login.
    return { session, replies: [errorMessage('UNAUTHORIZED', `'${message.type}' needs a logged-in session.`)] };
  }
  if (session.guestId !== null && isFavoriteMessage(message)) {
    return { session, replies: await handleFavoriteMessage(session.guestId, message) };
  }
  if (session.guestId !== null && isOneClickMessage(message)) {
    return { session, replies: await handleOneClickMessage(session.guestId, message) };
  }
  if (session.guestId !== null && isNotificationMessage(message)) return { session, replies: await handleNotificationMessage(session.guestId, message) };
  if (session.guestId !== null && isEmailMessage(message)) return { session, replies: await handleEmailMessage(session.guestId, session.language, message) };
  if (session.guestId !== null && isMessengerMessage(message)) return { session, replies: await handleMessengerMessage(session.guestId, message) };
  // Live video: guests, visitors and performer sessions alike; LiveAccess decides.
  if (isLiveMessage(message)) return { session, replies: await handleLiveMessage(session, message) };
  // No fake success: the feature behind this §7 type is not built yet.
  return { session, replies: [errorMessage('UNSUPPORTED', `'${message.type}' is not supported yet.`)] };
}
