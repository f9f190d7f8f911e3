import 'server-only';
import { and, eq, gt, isNull, or } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/server/db/client';
import { guests } from '@/lib/server/db/schema/accounts';
import { guestBenefits } from '@/lib/server/db/schema/bonus';
import { subscriptions } from '@/lib/server/db/schema/subscriptions';
import { env } from '@/lib/server/env';
import { AppError } from '@/lib/server/errors';
import { subscriptionRoles } from '@/lib/server/guests/roles';
import { getBalance } from '@/lib/server/wallet/ledger';
import type { GuestFacts } from './choose-incentives';

/** A visitor's facts: only whether the sign-up door is open (§5). */
export function visitorFacts(): GuestFacts {
  const { LOGIN_ENABLED, SIGNUP_ENABLED } = env();
  return { kind: 'visitor', signupOpen: LOGIN_ENABLED && SIGNUP_ENABLED };
}

/**
 * A logged-in guest's facts from the same sources the guest session reads: the guests row
 * (isPayingCustomer, restriction level), the ledger balance, and the §6 VIP formula
 * (lib/server/guests/roles.ts) over running subscriptions and bonus-code VIP days.
 */
export async function guestFacts(db: DbOrTx, guestId: number, now: Date): Promise<GuestFacts> {
  const [guest] = await db
    .select({ isPayingCustomer: guests.isPayingCustomer, restrictionLevel: guests.restrictionLevel })
    .from(guests)
    .where(eq(guests.id, guestId))
    .limit(1);
  if (!guest) throw new AppError('NOT_FOUND', 'The guest does not exist.');
  // One after the other: `db` may be a transaction.
  const balance = await getBalance(db, { ownerType: 'guest', ownerId: guestId, currency: 'EUR' });
  const running = await db
    .select({ kind: subscriptions.kind })
    .from(subscriptions)
    .where(and(eq(subscriptions.guestId, guestId), eq(subscriptions.status, 'active')));
  const vipDays = await db
    .select({ validTo: guestBenefits.validTo })
    .from(guestBenefits)
    .where(and(eq(guestBenefits.guestId, guestId), eq(guestBenefits.kind, 'vip'), or(isNull(guestBenefits.validTo), gt(guestBenefits.validTo, now))));

  const kinds = running.map((row) => row.kind);
  const { isVip } = subscriptionRoles(kinds, { vip: vipDays.length > 0, premium: false });
  // VIP ends only when it rests on dated bonus days alone: no VIP subscription, no permanent days.
  const endsAt = vipDays.every((row) => row.validTo !== null) ? Math.max(...vipDays.map((row) => row.validTo?.getTime() ?? 0)) : null;
  const vipDaysEndAt = isVip && !kinds.includes('vip') && endsAt !== null && vipDays.length > 0 ? new Date(endsAt) : null;
  return {
    kind: 'guest',
    balance,
    isPayingCustomer: guest.isPayingCustomer,
    restricted: guest.restrictionLevel > 0,
    isVip,
    vipDaysEndAt,
  };
}
