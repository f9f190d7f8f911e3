/** One guest_vouchers row: a grant (amount > 0) or a use (amount < 0). */
export type VoucherRow = { type: number; actorId: number | null; amount: number; validFrom: Date; validTo: Date | null };
/** What is left of one grant. */
export type VoucherLeft = VoucherRow;

const validAt = (row: VoucherRow, now: Date) => row.validFrom <= now && (row.validTo === null || row.validTo > now);
const expiry = (row: VoucherRow) => row.validTo?.getTime() ?? Number.POSITIVE_INFINITY;

/**
 * §3 benefits vouchers with their validity. The balance of a type and actor is the sum of the
 * rows valid now (as the guest session counts it, lib/server/bonus/guest-vouchers.ts). Purchases
 * spend a grant in place (its amount drops, lib/server/purchases/spend-voucher.ts), so each grant
 * row holds what is left of it; a use written as a negative row would still be taken from the
 * grants that expire first, leaving the rest on those that expire last. Grants that start later
 * are listed as they are. Pure, so the rule is tested on its own.
 */
export function vouchersLeft(rows: readonly VoucherRow[], now: Date): VoucherLeft[] {
  const groups = new Map<string, VoucherRow[]>();
  for (const row of rows) {
    const key = `${row.type}:${row.actorId ?? ''}`;
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  const left: VoucherLeft[] = [];
  for (const group of groups.values()) {
    const current = group.filter((row) => validAt(row, now));
    let remaining = current.reduce((sum, row) => sum + row.amount, 0);
    const grants = current.filter((row) => row.amount > 0).sort((a, b) => expiry(b) - expiry(a) || b.validFrom.getTime() - a.validFrom.getTime());
    for (const grant of grants) {
      if (remaining <= 0) break;
      const amount = Math.min(grant.amount, remaining);
      left.push({ ...grant, amount });
      remaining -= amount;
    }
    for (const row of group) if (row.amount > 0 && row.validFrom > now) left.push(row);
  }
  return left.sort((a, b) => a.type - b.type || expiry(a) - expiry(b) || (a.actorId ?? 0) - (b.actorId ?? 0));
}

/** The amount usable now per voucher type, over all actors. */
export function usableByType(left: readonly VoucherLeft[], now: Date): Map<number, number> {
  const totals = new Map<number, number>();
  for (const row of left) if (validAt(row, now)) totals.set(row.type, (totals.get(row.type) ?? 0) + row.amount);
  return totals;
}
