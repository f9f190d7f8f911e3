import 'server-only';
import { eq } from 'drizzle-orm';
import type { ClientMessage, ServerMessage } from '@/lib/realtime/protocol';
import { guests, performers } from '@/lib/server/db/schema/accounts';
import {
  errorMessage,
  type HandlerResult,
  isLoggedIn,
  isPerformerSession,
  type SessionLogin,
  type SessionState,
  withoutLogin,
} from '@/lib/server/realtime/session-state';
import { runtime } from '@/lib/server/runtime';

/**
 * How long one database confirmation of a socket's login holds for frames that move no money.
 * A logout, reset or lock ends the socket's login at once anyway (the hub hears sessionExpired
 * and guestLocked through the PubSub, lib/server/realtime/hub.ts); this bounds what a lost event
 * or a change made straight in the database leaves open on a socket.
 */
export const LOGIN_RECONFIRM_MS = 5_000;

/**
 * Frames that spend the guest's money or start billing, and passwordChanged (§7: the page says the
 * password changed, so a reset that ended this login must show now): confirmed against the database every time.
 */
const moneyFrames: ReadonlySet<ClientMessage['type']> = new Set<ClientMessage['type']>(['sendMessage', 'chargeOneClick', 'chatMedia', 'liveWatch', 'passwordChanged']);

type Standing = 'valid' | 'expired' | 'locked';
type Identity = { kind: 'guest'; guestId: number } | { kind: 'performer'; actorId: number };

function identityOf(session: SessionState): Identity | null {
  if (session.guestId !== null && isLoggedIn(session)) return { kind: 'guest', guestId: session.guestId };
  const actorId = session.actorId ?? null;
  return actorId !== null && isPerformerSession(session, actorId) ? { kind: 'performer', actorId } : null;
}

/** The same checks as authenticateGuest on every REST call: the row, its lock and its token version. */
async function guestStanding(guestId: number, login: SessionLogin | undefined): Promise<Standing> {
  const [guest] = await runtime()
    .db.select({ tokenVersion: guests.tokenVersion, isLocked: guests.isLocked })
    .from(guests)
    .where(eq(guests.id, guestId))
    .limit(1);
  if (!guest) return 'expired';
  if (guest.isLocked) return 'locked';
  return login === undefined || login.tokenVersion === guest.tokenVersion ? 'valid' : 'expired';
}

/**
 * A studio login ends with its logout (token version bumped), as authenticatePerformer checks.
 * Without a recorded login (a stand-in studio token in tests) there is no login row to hold it to.
 */
async function performerStanding(actorId: number, login: SessionLogin | undefined): Promise<Standing> {
  if (!login) return 'valid';
  const [row] = await runtime()
    .db.select({ actorId: performers.actorId, tokenVersion: performers.tokenVersion })
    .from(performers)
    .where(eq(performers.id, login.subjectId))
    .limit(1);
  return row && row.actorId === actorId && row.tokenVersion === login.tokenVersion ? 'valid' : 'expired';
}

/**
 * Before a logged-in guest's or a performer's frame is answered: is the login behind the socket
 * still what REST would accept (not logged out, not reset, not locked)? A confirmation is reused
 * for LOGIN_RECONFIRM_MS except for money frames. When the login is over, the socket's session
 * becomes anonymous and the replies say why (§4: a guest's page logs out on sessionExpired and on
 * guestLocked; a studio has no such event, only the error); the frame is then answered as an
 * anonymous one.
 */
export async function confirmLogin(session: SessionState, type: ClientMessage['type'], now = Date.now()): Promise<HandlerResult> {
  const identity = identityOf(session);
  const { login } = session;
  if (!identity || (login && now - login.confirmedAt < LOGIN_RECONFIRM_MS && !moneyFrames.has(type))) return { session, replies: [] };
  const standing = identity.kind === 'guest' ? await guestStanding(identity.guestId, login) : await performerStanding(identity.actorId, login);
  if (standing === 'valid') return { session: login ? { ...session, login: { ...login, confirmedAt: now } } : session, replies: [] };
  const replies: ServerMessage[] =
    identity.kind === 'guest'
      ? [{ type: standing === 'locked' ? 'guestLocked' : 'sessionExpired' }]
      : [errorMessage('UNAUTHORIZED', 'The studio session has ended. Please log in again.')];
  return { session: withoutLogin(session), replies };
}
