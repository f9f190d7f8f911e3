import 'server-only';
import { and, eq, ne } from 'drizzle-orm';
import { MIN_CHAT_BALANCE_CENTS, canStartPaidChat } from '@/lib/chat/billing-rules';
import { CHAT_EXIT, type ChatType, isPrivateChatType } from '@/lib/chat/chat-codes';
import type { ChatView } from '@/lib/contracts/chat';
import { formatMoney } from '@/lib/format/currency';
import type { DbOrTx, Tx } from '@/lib/server/db/client';
import { guests } from '@/lib/server/db/schema/accounts';
import { chats } from '@/lib/server/db/schema/chats';
import { uniqueViolation } from '@/lib/server/db/unique-violation';
import { currentProcessId } from '@/lib/server/cluster/current-process';
import { AppError } from '@/lib/server/errors';
import type { PubSub } from '@/lib/server/realtime/pubsub';
import { showAccess } from '@/lib/server/tickets/show-access';
import { getBalance } from '@/lib/server/wallet/ledger';
import { chatPricePerMinute, findActorChatOffer, offersChatType } from './actor-offer';
import { publishChatStarted } from './chat-events';
import { chatView } from './chat-view';
import { voucherSecondsLeft } from './chat-vouchers';
import { type Ended, announceEnded, endLockedChat } from './end-chat';
import { freeSecondsLeft } from './free-allowance';
import { assertPreviewAllowed, previewSecondsOf } from './preview-chat';
import { assertNotInPrivateChat } from './private-chat';

export type StartChatInput = { guestId: number; actorId: number; type: ChatType; viewerCountry?: string | null };

/**
 * The §6 checks of a start, in the order the guest would fix them (login is the caller's: the
 * REST call needs a guest token). Refusals: see chatStartRestriction in lib/contracts/chat.ts.
 */
async function checkStart(tx: Tx, input: StartChatInput, now: Date) {
  const [guest] = await tx
    .select({ avsStatus: guests.avsStatus, countryCode: guests.countryCode, isLocked: guests.isLocked })
    .from(guests)
    .where(eq(guests.id, input.guestId))
    // Serialises this guest's starts: the second one sees (and ends) the first.
    .for('update');
  if (!guest) throw new AppError('UNAUTHORIZED', 'The guest does not exist.');
  const offer = await findActorChatOffer(tx, input.actorId);
  const country = guest.countryCode?.trim().toUpperCase() || input.viewerCountry || null;
  // §6 country bans: a banned performer does not exist for this guest.
  if (!offer || (country !== null && offer.bannedCountryCodes.includes(country))) throw new AppError('NOT_FOUND', 'No such performer.');
  if (!offer.isOnline) throw new AppError('CHAT_UNAVAILABLE', 'The performer is not online.', { reason: 'offline' });
  if (!offersChatType(offer, input.type)) throw new AppError('CHAT_UNAVAILABLE', 'The performer does not offer this chat right now.', { reason: 'notOffered' });
  const isPreview = input.type === 'preview';
  // In a private chat she is not in her group room: free, live and the preview (a look into it) wait; voyeurs may watch.
  await assertNotInPrivateChat(tx, input.actorId, isPreview ? 'live' : input.type);
  if (offer.liveAgeRating === 18 && guest.avsStatus !== 'accepted') {
    const exitCode = isPreview ? CHAT_EXIT.previewNeedsAgeCheck : CHAT_EXIT.ageRatingDenied;
    throw new AppError('AGE_VERIFICATION_REQUIRED', 'This chat is rated 18: verify your age first.', { exitCode });
  }
  if (isPreview) {
    await assertPreviewAllowed(tx, { id: input.guestId, isLocked: guest.isLocked }, input.actorId, now);
    await checkTicketShow(tx, input, now);
    return { offer, type: input.type, pricePerMinute: 0, previewSeconds: await previewSecondsOf(tx, input.guestId, now) };
  }
  // A ticket holder in her show: the ticket paid for it (free chat becomes the show's live chat).
  if (await checkTicketShow(tx, input, now)) return { offer, type: input.type === 'free' ? ('live' as const) : input.type, pricePerMinute: 0, previewSeconds: null };
  if (input.type === 'free') {
    if ((await freeSecondsLeft(tx, input.guestId, input.actorId, now)) <= 0) throw new AppError('CHAT_UNAVAILABLE', 'Your free chat time with this performer is used up for today.', { reason: 'freeUsedUp' });
  } else {
    const balance = await getBalance(tx, { ownerType: 'guest', ownerId: input.guestId, currency: 'EUR' });
    const vouchers = await voucherSecondsLeft(tx, { guestId: input.guestId, actorId: input.actorId, now });
    if (!canStartPaidChat(balance, vouchers)) {
      // §9 minimum chat balance; the details feed the not-enough-money box like a purchase's.
      throw new AppError('INSUFFICIENT_FUNDS', `A chat needs at least ${formatMoney(MIN_CHAT_BALANCE_CENTS, 'EUR')} on the balance.`, { price: MIN_CHAT_BALANCE_CENTS, balance, missing: MIN_CHAT_BALANCE_CENTS - balance });
    }
  }
  return { offer, type: input.type, pricePerMinute: chatPricePerMinute(offer, input.type), previewSeconds: null };
}

/**
 * While her ticket show runs (lib/server/tickets/show-access.ts) her room is for ticket holders:
 * others are refused (403 TICKET_REQUIRED), private chats and live previews wait (409: a preview
 * looks into her open room, and there is none while the show runs), and a holder watches it as a
 * live chat (or unseen as voyeur) at no charge per minute — the ticket paid for it ("a
 * ticket show starts for ticket holders only"). Answers whether this start joins a show.
 */
async function checkTicketShow(tx: Tx, input: StartChatInput, now: Date): Promise<boolean> {
  const { show, hasTicket } = await showAccess(tx, { actorId: input.actorId, guestId: input.guestId, now });
  if (!show) return false;
  if (isPrivateChatType(input.type) || input.type === 'preview') throw new AppError('CHAT_UNAVAILABLE', 'The performer is in a ticket show right now.', { reason: 'ticketShow' });
  if (!hasTicket) throw new AppError('TICKET_REQUIRED', 'This show is for ticket holders only.', { showId: show.id });
  return true;
}

/**
 * Starts a chat in `connecting` (nothing billed until the media layer reports it connected).
 * A chat of the guest that is still running ends in the same transaction (102 switched; a
 * running live preview reads 406), so two chats of one guest never bill at once; a second
 * private chat of the performer is refused.
 */
export async function startChat(db: DbOrTx, pubsub: PubSub, input: StartChatInput, now = new Date()): Promise<ChatView> {
  const { chat, previous } = await db.transaction(async (tx) => {
    const { offer, type, pricePerMinute, previewSeconds } = await checkStart(tx, input, now);
    const [running] = await tx
      .select()
      .from(chats)
      .where(and(eq(chats.guestId, input.guestId), ne(chats.status, 'ended')))
      .for('update');
    const ended: Ended | null = running ? await endLockedChat(tx, running, CHAT_EXIT.switchedChat, now, { bill: true }) : null;
    try {
      const [created] = await tx
        .insert(chats)
        .values({
          guestId: input.guestId,
          actorId: input.actorId,
          type,
          pricePerMinute,
          previewSeconds,
          ageRating: offer.liveAgeRating,
          createdAt: now,
          // Its process's death ends it with 903 (settle-interrupted-chats.ts); another process's boot does not.
          processId: currentProcessId(),
        })
        .returning();
      if (!created) throw new AppError('INTERNAL', 'The chat was not created.');
      return { chat: created, previous: ended };
    } catch (error) {
      if (uniqueViolation(error) === 'chats_actor_private_key') throw new AppError('CHAT_UNAVAILABLE', 'The performer is in a private chat right now.', { reason: 'privateBusy' });
      throw error;
    }
  });
  if (previous) await announceEnded(db, pubsub, previous);
  // A live preview is unseen: she is not told (like a voyeur).
  if (chat.type !== 'preview') await publishChatStarted(db, pubsub, chat);
  return chatView(db, chat, now);
}
