import 'server-only';
import { type ClientMessage, needsLogin, type ServerMessage } from '@/lib/realtime/protocol';
import { errorMessage, type HandlerResult, isLoggedIn, pongTtl, type SessionState } from '@/lib/server/realtime/session-state';
import { handleAccountMessage, isAccountMessage } from '@/lib/server/ws/account';
import { confirmLogin } from '@/lib/server/ws/confirm-login';
import { handleEmailMessage, isEmailMessage } from '@/lib/server/ws/email';
import { handleFavoriteMessage, isFavoriteMessage } from '@/lib/server/ws/favorites';
import { handleLiveMessage, isLiveMessage } from '@/lib/server/ws/live';
import { handleMessengerMessage, isMessengerMessage } from '@/lib/server/ws/messenger';
import { handleNotificationMessage, isNotificationMessage } from '@/lib/server/ws/notifications';
import { handleOneClickMessage, isOneClickMessage } from '@/lib/server/ws/one-click';
import { requestSession } from '@/lib/server/ws/session';
import { answerSnapshot } from '@/lib/server/ws/session-snapshot';
import { handleStatusBarMessage, isStatusBarMessage } from '@/lib/server/ws/status-bars';

/** One row of the frame table: answers the frames of its domain, null for any other frame. */
type GuestRoute = (guestId: number, session: SessionState, message: ClientMessage) => Promise<ServerMessage[]> | null;

function route<M extends ClientMessage>(
  accepts: (message: ClientMessage) => message is M,
  answer: (guestId: number, message: M, session: SessionState) => Promise<ServerMessage[]>,
): GuestRoute {
  return (guestId, session, message) => (accepts(message) ? answer(guestId, message, session) : null);
}

/** Frame type → the domain that answers it for a logged-in guest, one file per domain beside this one. */
const guestRoutes: readonly GuestRoute[] = [
  route(isFavoriteMessage, handleFavoriteMessage),
  route(isOneClickMessage, handleOneClickMessage),
  route(isNotificationMessage, handleNotificationMessage),
  route(isEmailMessage, (guestId, message, session) => handleEmailMessage(guestId, session.language, message)),
  route(isMessengerMessage, handleMessengerMessage),
  route(isStatusBarMessage, handleStatusBarMessage),
  route(isAccountMessage, handleAccountMessage),
];

/**
 * Answers one parsed client message: the hub's MessageHandler (lib/server/realtime/hub.ts).
 * Every frame of a logged-in guest or performer first confirms that the login still stands
 * (confirm-login.ts); an ended one leaves an anonymous session and says why before the answer.
 * Throws only on unexpected failures (the hub maps them).
 */
export async function handleClientMessage(current: SessionState, message: ClientMessage): Promise<HandlerResult> {
  if (message.type === 'ping') return { session: current, replies: [{ type: 'pong', ttl: pongTtl(current) }] };
  if (message.type === 'requestSession') return requestSession(current, message);
  const { session, replies: ended } = await confirmLogin(current, message.type);
  const replies = await answer(session, message);
  return { session, replies: [...ended, ...replies] };
}

async function answer(session: SessionState, message: ClientMessage): Promise<ServerMessage[]> {
  if (message.type === 'requestSnapshot') return answerSnapshot(session, message);
  if (needsLogin(message.type) && !isLoggedIn(session)) {
    // §6: realtime commands about channels, messages, favourites, one-click need a login.
    return [errorMessage('UNAUTHORIZED', `'${message.type}' needs a logged-in session.`)];
  }
  if (session.guestId !== null) {
    for (const route of guestRoutes) {
      const replies = route(session.guestId, session, message);
      if (replies) return replies;
    }
  }
  // Live video: guests, visitors and performer sessions alike; LiveAccess decides.
  if (isLiveMessage(message)) return handleLiveMessage(session, message);
  // No fake success: the feature behind this §7 type is not built yet.
  return [errorMessage('UNSUPPORTED', `'${message.type}' is not supported yet.`)];
}
