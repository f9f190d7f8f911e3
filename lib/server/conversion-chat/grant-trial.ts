import 'server-only';
import { isNull } from 'drizzle-orm';
import { ELIGIBLE_SECONDS, TRIAL_CHAT_SECONDS } from '@/lib/conversion-chat/conversion-chat-rules';
import { VOUCHER_TYPE } from '@/lib/contracts/voucher';
import type { Tx } from '@/lib/server/db/client';
import { guestVouchers } from '@/lib/server/db/schema/bonus';
import { type ConversionChatSource, guestConversionChat } from '@/lib/server/db/schema/conversion-chat';
import { AppError } from '@/lib/server/errors';

/** guest_vouchers.source of the trial's chat seconds. */
export const TRIAL_VOUCHER_SOURCE = 'conversion-chat';

/**
 * Grants the conversion-chat trial inside the caller's transaction: 15 minutes of eligibility
 * and a videochat voucher of 180 seconds valid as long, which the chat billing spends before
 * money (lib/server/chat/chat-vouchers.ts), so the first three minutes of a chat are free.
 * Once per guest: the row's key, and a grant only over a row without one (a guest who declined
 * the box may still redeem the code). A second grant is a 409 and the caller's work rolls back.
 */
export async function grantConversionChatTrial(tx: Tx, guestId: number, now: Date, source: ConversionChatSource): Promise<Date> {
  const eligibleUntil = new Date(now.getTime() + ELIGIBLE_SECONDS * 1000);
  const granted = await tx
    .insert(guestConversionChat)
    .values({ guestId, status: 'enabled', source, grantedAt: now, eligibleUntil, updatedAt: now })
    .onConflictDoUpdate({
      target: guestConversionChat.guestId,
      set: { status: 'enabled', source, grantedAt: now, eligibleUntil, updatedAt: now },
      setWhere: isNull(guestConversionChat.grantedAt),
    })
    .returning({ guestId: guestConversionChat.guestId });
  if (granted.length === 0) throw new AppError('CONFLICT', 'The free chat trial has already been used.');

  await tx.insert(guestVouchers).values({
    guestId,
    type: VOUCHER_TYPE.videochat,
    amount: TRIAL_CHAT_SECONDS,
    // Any performer: the trial leads to the conversion chat performers, but a voucher names one or all.
    actorId: null,
    validFrom: now,
    validTo: eligibleUntil,
    source: TRIAL_VOUCHER_SOURCE,
  });
  return eligibleUntil;
}
