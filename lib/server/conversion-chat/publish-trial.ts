import 'server-only';
import { CONVERSION_CHAT_TRIAL_CODE } from '@/lib/conversion-chat/conversion-chat-rules';
import { listGuestVouchers } from '@/lib/server/bonus/guest-vouchers';
import type { DbOrTx } from '@/lib/server/db/client';
import { publishToGuest } from '@/lib/server/realtime/guest-events';
import type { PubSub } from '@/lib/server/realtime/pubsub';

/**
 * After the box's grant, every open tab of the guest follows: accepting the box is taking the
 * §9 conversion chat trial, so it sends what redeeming the trial code sends — bonusCodeRedeemed
 * (the page reads the §3 session again, with the new countdown) and guestVouchers (the seconds).
 */
export async function publishConversionChatGranted(db: DbOrTx, pubsub: PubSub, guestId: number, now: Date): Promise<void> {
  await publishToGuest(pubsub, guestId, { type: 'bonusCodeRedeemed', code: CONVERSION_CHAT_TRIAL_CODE });
  await publishToGuest(pubsub, guestId, { type: 'guestVouchers', vouchers: await listGuestVouchers(db, guestId, now) });
}
