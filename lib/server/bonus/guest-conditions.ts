import 'server-only';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/server/db/client';
import { guestBenefits } from '@/lib/server/db/schema/bonus';
import { firstRow } from '@/lib/server/search/first-row';

/**
 * §3 condition requireMobileAuth: the guest verified a mobile number by pincall (§7 guest
 * service; table phone_verifications, lib/server/db/schema/phone.ts). Raw SQL behind a
 * presence check, so a database migrated without that table answers "not verified" instead of
 * aborting the caller's transaction on a missing table or column.
 */
export async function hasVerifiedPhone(db: DbOrTx, guestId: number): Promise<boolean> {
  const { ready } = await firstRow<{ ready: boolean }>(
    db,
    sql`select to_regclass('phone_verifications') is not null
          and (select count(*) from information_schema.columns
                where table_schema = current_schema() and table_name = 'phone_verifications'
                  and column_name in ('guest_id', 'type', 'status')) = 3 as ready`,
  );
  if (!ready) return false;
  const { verified } = await firstRow<{ verified: boolean }>(
    db,
    sql`select exists(select 1 from phone_verifications
                       where guest_id = ${guestId} and type = 'mobile' and status = 'verified') as verified`,
  );
  return verified;
}

/** §3 condition vip: the guest holds VIP days that run past `now` (guest_benefits kind 'vip'). */
export async function isGuestVip(db: DbOrTx, guestId: number, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: guestBenefits.id })
    .from(guestBenefits)
    .where(and(eq(guestBenefits.guestId, guestId), eq(guestBenefits.kind, 'vip'), gt(guestBenefits.validTo, now)))
    .limit(1);
  return row !== undefined;
}
