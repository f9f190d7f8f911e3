import 'server-only';
import { eq } from 'drizzle-orm';
import { MAX_FAVORITE_ACTOR_IDS } from '@/lib/realtime/message-codes';
import type { ClientMessage, ServerMessage } from '@/lib/realtime/protocol';
import { guests } from '@/lib/server/db/schema/accounts';
import { favoriteIds } from '@/lib/server/favorites/favorite-ids';
import { runtime } from '@/lib/server/runtime';

type AccountMessage = Extract<ClientMessage, { type: 'refreshEmailProperties' | 'passwordChanged' | 'favoriteRequestActors' }>;

const accountTypes: ReadonlySet<string> = new Set(['refreshEmailProperties', 'passwordChanged', 'favoriteRequestActors']);

export function isAccountMessage(message: ClientMessage): message is AccountMessage {
  return accountTypes.has(message.type);
}

/** §7 refreshEmailProperties: the account's address and whether it is confirmed, read now. */
async function emailProperties(guestId: number): Promise<ServerMessage[]> {
  const [row] = await runtime().db.select({ email: guests.email, verifiedAt: guests.emailVerifiedAt }).from(guests).where(eq(guests.id, guestId)).limit(1);
  return row ? [{ type: 'emailProperties', email: row.email, emailVerified: row.verifiedAt !== null }] : [];
}

/**
 * The account frames of a logged-in guest (dispatch.ts checked the login). passwordChanged is
 * answered by confirm-login.ts, which holds it against the database before any answer: a
 * reset elsewhere (token version bumped) ends this socket's login with sessionExpired at once;
 * a change in this session keeps it, and there is nothing more to say.
 */
export async function handleAccountMessage(guestId: number, message: AccountMessage): Promise<ServerMessage[]> {
  switch (message.type) {
    case 'refreshEmailProperties':
      return emailProperties(guestId);
    case 'favoriteRequestActors': {
      const ids = await favoriteIds(runtime().db, guestId, 'actor');
      return [{ type: 'favoriteActors', actorIds: ids.slice(0, MAX_FAVORITE_ACTOR_IDS) }];
    }
    case 'passwordChanged':
      return [];
  }
}
