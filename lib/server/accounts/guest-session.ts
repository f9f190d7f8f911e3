import 'server-only';
import { loyaltyPointsOf } from '@/lib/server/chat/loyalty-points';
import { eq } from 'drizzle-orm';
import type { GuestSession } from '@/lib/contracts/guest-session';
import { formatMoney } from '@/lib/format/currency';
import { dataProtectionPending } from '@/lib/server/accounts/data-protection';
import { listGuestVouchers } from '@/lib/server/bonus/guest-vouchers';
import type { DbOrTx } from '@/lib/server/db/client';
import { guests } from '@/lib/server/db/schema/accounts';
import { AppError } from '@/lib/server/errors';
import { getGuestGeoLocation } from '@/lib/server/geo/guest-geo-location';
import { tileGridSettingsOf } from '@/lib/server/tile-grid/tile-grid-settings';
import { guestAvatarUrl } from './guest-avatar';
import { boughtGifts } from '@/lib/server/messenger/gifts';
import { conversionChatState } from '@/lib/server/conversion-chat/conversion-chat-state';
import { getBalance } from '@/lib/server/wallet/ledger';
import { guestSubscriptionRoles } from '@/lib/server/guests/roles';
import { guestTestGroupsOf } from '@/lib/server/test-groups/guest-test-groups';

/**
 * §6 guest requiring forced payment. Our definition: restriction level 1 is an open payment
 * (a chargeback or returned debit) that sends top-ups to the operator compensation flow; from
 * level 2 on the guest has to settle it before anything else, so the page offers nothing but
 * the payment (lib/guest/roles.ts restrictionReason answers needPurchase for every action).
 */
export const FORCE_PAYMENT_LEVEL = 2;

/** §3 guest session of a logged-in guest: who they are, their money, roles and pending boxes. */
export async function guestSession(db: DbOrTx, guestId: number, now = new Date(), options: { testDevice?: boolean } = {}): Promise<GuestSession> {
  const [guest] = await db
    .select({
      id: guests.id,
      name: guests.screenName,
      email: guests.email,
      emailVerifiedAt: guests.emailVerifiedAt,
      isPayingCustomer: guests.isPayingCustomer,
      isLocked: guests.isLocked,
      isBlockedForComments: guests.isBlockedForComments,
      restrictionLevel: guests.restrictionLevel,
      avsStatus: guests.avsStatus,
      avsRejectMessage: guests.avsRejectMessage,
      createdAt: guests.createdAt,
    })
    .from(guests)
    .where(eq(guests.id, guestId))
    .limit(1);
  if (!guest) throw new AppError('NOT_FOUND', 'The guest does not exist.');

  // One after the other: `db` may be a transaction, which runs one statement at a time.
  const balance = await getBalance(db, { ownerType: 'guest', ownerId: guestId, currency: 'EUR' });
  const roles = await guestSubscriptionRoles(db, guestId, now);
  const vouchers = await listGuestVouchers(db, guestId, now);
  const showDataProtection = await dataProtectionPending(db, guestId);
  const owned = await boughtGifts(db, guestId);
  const restrictionLevel = Math.max(0, guest.restrictionLevel);
  return {
    id: guest.id,
    isLoggedIn: true,
    name: guest.name,
    email: guest.email,
    isEmailVerified: guest.emailVerifiedAt !== null,
    avatar: guestAvatarUrl(guest.id),
    balance,
    balanceFormatted: formatMoney(balance, 'EUR'),
    isPayingCustomer: guest.isPayingCustomer,
    ...roles,
    hasAvs: guest.avsStatus === 'accepted',
    avsStatus: guest.avsStatus,
    // §4: the message belongs to a rejection only.
    avsRejectMessage: guest.avsStatus === 'rejected' ? guest.avsRejectMessage : null,
    isLocked: guest.isLocked,
    isRestricted: restrictionLevel > 0,
    restrictionLevel,
    isBlockedForComments: guest.isBlockedForComments,
    isForcePayment: restrictionLevel >= FORCE_PAYMENT_LEVEL,
    vouchers,
    loyaltyPoints: await loyaltyPointsOf(db, guestId),
    boughtGifts: Object.fromEntries(owned),
    showDataProtection,
    conversionChat: await conversionChatState(db, { guestId, createdAt: guest.createdAt, isPayingCustomer: guest.isPayingCustomer }, now),
    geoLocation: await getGuestGeoLocation(db, guestId),
    testGroups: await guestTestGroupsOf(db, guestId, options),
    isTestDevice: options.testDevice ?? false,
    tileGridSettings: await tileGridSettingsOf(db, guestId),
  };
}
