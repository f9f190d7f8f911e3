import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { OlderMessages, OlderMessagesInput } from '@/lib/contracts/messenger-calls';
import type { DbOrTx } from '@/lib/server/db/client';
import { messengerChannels } from '@/lib/server/db/schema/messenger';
import { AppError } from '@/lib/server/errors';
import { listMessagesBefore } from './messages';

type Reader = { side: 'guest'; guestId: number } | { side: 'actor'; actorId: number };

/**
 * GET messenger/channel/{id}/messages?before= (guest) and studio/messenger/channel/{id}/messages
 * (performer): a page of older messages of the reader's own channel. Somebody else's channel is
 * NOT_FOUND, as if it did not exist, exactly like opening it. Paging reads nothing as "seen": only
 * opening the channel marks it read (§4 selecting).
 */
export async function listOlderMessages(db: DbOrTx, reader: Reader, { channelId, before, limit }: OlderMessagesInput): Promise<OlderMessages> {
  const owner = reader.side === 'guest' ? eq(messengerChannels.guestId, reader.guestId) : eq(messengerChannels.actorId, reader.actorId);
  const [channel] = await db
    .select({ id: messengerChannels.id })
    .from(messengerChannels)
    .where(and(eq(messengerChannels.id, channelId), owner));
  if (!channel) throw new AppError('NOT_FOUND', 'No such channel.');
  return listMessagesBefore(db, channelId, before, limit);
}
