import 'server-only';
import { and, eq, gte, isNotNull, ne, or, sql } from 'drizzle-orm';
import { CHAT_EXIT, asChatExitCode } from '@/lib/chat/chat-codes';
import { PREVIEWS_PER_DAY, previewSecondsFor } from '@/lib/chat/preview-rules';
import type { DbOrTx, Tx } from '@/lib/server/db/client';
import { actors } from '@/lib/server/db/schema/actors';
import { chats } from '@/lib/server/db/schema/chats';
import { AppError } from '@/lib/server/errors';
import { guestSubscriptionRoles } from '@/lib/server/guests/roles';
import { publishToGuest } from '@/lib/server/realtime/guest-events';
import type { PubSub } from '@/lib/server/realtime/pubsub';
import type { ChatRow } from './bill-chat';
import { startOfBerlinDay } from './free-allowance';

/**
 * The live preview on the server: a free, unseen look into her SFU room, like a
 * voyeur's (not announced to her, not in her studio list, no text, gifts or toys), for at most
 * the guest's preview seconds (lib/chat/preview-rules.ts). Billing counts its seconds as free
 * seconds; the ticker ends it at the limit (401), her leaving ends it with 405, a switch with 406
 * (end-chat.ts maps the codes, lib/chat/preview-rules.ts previewExitCode).
 */

/** §6/§9 "preview limit 5, VIP 20": the guest's VIP state at the start decides, stored on the chat. */
export async function previewSecondsOf(tx: Tx, guestId: number, now: Date): Promise<number> {
  return previewSecondsFor((await guestSubscriptionRoles(tx, guestId, now)).isVip);
}

/**
 * Our choice: one preview per guest and performer per Berlin day. A preview counts once its media
 * came up, or while it runs; one that never connected (901) gives the look back.
 */
async function previewsToday(tx: Tx, guestId: number, actorId: number, now: Date): Promise<number> {
  const [row] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(chats)
    .where(
      and(
        eq(chats.guestId, guestId),
        eq(chats.actorId, actorId),
        eq(chats.type, 'preview'),
        gte(chats.createdAt, startOfBerlinDay(now)),
        or(ne(chats.status, 'ended'), isNotNull(chats.mediaStartedAt)),
      ),
    );
  return row?.count ?? 0;
}

/**
 * The preview's own start checks (the caller holds the guest's row lock, so two starts of one
 * guest cannot both pass): a locked account is refused (403 ACCOUNT_LOCKED, exit 408), the day's
 * preview used is 409 CHAT_UNAVAILABLE {reason: 'previewUsedUp'} (the page shows exit 402).
 */
export async function assertPreviewAllowed(tx: Tx, guest: { id: number; isLocked: boolean }, actorId: number, now: Date): Promise<void> {
  if (guest.isLocked) throw new AppError('ACCOUNT_LOCKED', 'This account cannot watch previews.', { exitCode: CHAT_EXIT.previewBlocked });
  if ((await previewsToday(tx, guest.id, actorId, now)) >= PREVIEWS_PER_DAY) {
    throw new AppError('CHAT_UNAVAILABLE', "Today's preview of this performer is used up.", { reason: 'previewUsedUp' });
  }
}

/**
 * §7 chatEnd to the guest only: the performer never learns of a preview (no chatStarted, no
 * chatEnded in her studio). Same fields as every other chat's end; a preview costs nothing.
 */
export async function publishPreviewEnded(db: DbOrTx, pubsub: PubSub, chat: ChatRow): Promise<void> {
  const [actor] = await db.select({ name: actors.name }).from(actors).where(eq(actors.id, chat.actorId)).limit(1);
  await publishToGuest(pubsub, chat.guestId, {
    type: 'chatEnd',
    chatId: chat.id,
    price: 0,
    actorId: chat.actorId,
    actorName: actor?.name ?? '',
    isVoyeur: false,
    isToyControl: false,
    exitCode: asChatExitCode(chat.exitCode) ?? CHAT_EXIT.serverRestart,
  });
}
