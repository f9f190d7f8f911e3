import 'server-only';
import { eq } from 'drizzle-orm';
import { type ConversionChatState, candidateEndsAt, isEligible, toEpochSeconds } from '@/lib/conversion-chat/conversion-chat-rules';
import type { DbOrTx } from '@/lib/server/db/client';
import { guestConversionChat } from '@/lib/server/db/schema/conversion-chat';

export type ConversionChatGuest = { guestId: number; createdAt: Date; isPayingCustomer: boolean };

/** The guest's answer to the offer, if any (the row of guest_conversion_chat). */
export async function conversionChatRow(db: DbOrTx, guestId: number) {
  const [row] = await db.select().from(guestConversionChat).where(eq(guestConversionChat.guestId, guestId)).limit(1);
  return row ?? null;
}

/**
 * §3 guest session "conversion-chat countdown ends": the candidate countdown (48 h after sign-up,
 * while the guest has neither paid nor answered the offer) and the eligibility countdown (the
 * 15 minutes of an accepted trial). Each is null when it is not running now.
 */
export async function conversionChatState(db: DbOrTx, guest: ConversionChatGuest, now: Date): Promise<ConversionChatState> {
  const row = await conversionChatRow(db, guest.guestId);
  const nowSeconds = toEpochSeconds(now);
  const eligibleEndsAt = row?.eligibleUntil ? toEpochSeconds(row.eligibleUntil) : null;
  return {
    candidateEndsAt: candidateEndsAt(nowSeconds, {
      signedUpAt: toEpochSeconds(guest.createdAt),
      isPayingCustomer: guest.isPayingCustomer,
      answered: row !== null,
    }),
    eligibleEndsAt: isEligible(nowSeconds, eligibleEndsAt) ? eligibleEndsAt : null,
  };
}
