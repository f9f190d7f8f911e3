import 'server-only';
import { eq, type SQL, sql } from 'drizzle-orm';
import { type BuyResponse, PURCHASE_VOUCHER_TYPES } from '@/lib/contracts/purchase';
import { formatMoney } from '@/lib/format/currency';
import { isBannedFor } from '@/lib/server/catalog/model-row';
import type { DbOrTx, Tx } from '@/lib/server/db/client';
import { purchases } from '@/lib/server/db/schema/purchases';
import { AppError, isAppError } from '@/lib/server/errors';
import { guestSubscriptionRoles } from '@/lib/server/guests/roles';
import { type AccountRef, getBalance, postTransactionWithBalances } from '@/lib/server/wallet/ledger';
import { ownership } from './access';
import { type BuyableItem, findBuyableItem } from './find-item';
import { albumPrice, splitSale, videoPrice } from './price';
import { spendVoucher } from './spend-voucher';

/** The answer, plus what the caller publishes after the commit (§7 guestBalance, guestVouchers). */
export type BuyOutcome = { response: BuyResponse; balanceChanged: boolean; voucherSpent: boolean };

type Settled = { access: BuyResponse['access']; alreadyOwned: boolean; paid: number; voucherType: number | null; balance: number };

const guestAccount = (guestId: number): AccountRef => ({ ownerType: 'guest', ownerId: guestId, currency: 'EUR' });

/**
 * §7 album/{albumId}/buy for a video or a photo album, exactly once per guest and item. Free
 * items are not for sale (409 NOT_FOR_SALE); unknown, unreleased or country-banned ones (§6) are
 * 404; owned or VIP-included (flatrate) ones answer alreadyOwned and charge nothing. Otherwise
 * ONE transaction: the purchases row first (its unique key picks one winner among concurrent
 * buys; the others answer alreadyOwned), then a matching voucher (§3 type 1 video, 4 photo album)
 * or the price from the EUR balance to the performer and the platform.
 * Not enough money: 409 INSUFFICIENT_FUNDS with {price, balance, missing}, nothing written.
 */
export async function buyItem(db: DbOrTx, guestId: number, albumId: number, now: Date, viewerCountry: string | null = null): Promise<BuyOutcome> {
  const item = await findBuyableItem(db, albumId, now, guestId);
  if (!item || isBannedFor(item.bannedCountryCodes, viewerCountry)) throw new AppError('NOT_FOUND', 'No such video or album.');
  if (item.currency !== 'EUR') throw new AppError('NOT_FOR_SALE', 'This item cannot be bought with the balance.');

  // Roles are read only for VIP content: the one case where they change the price.
  const guest = { isVip: item.vipContent ? (await guestSubscriptionRoles(db, guestId, now)).isVip : false };
  const quote = item.itemType === 'video' ? videoPrice(item.fields, guest) : albumPrice(item.fields, guest);
  if (quote.kind === 'notForSale') throw new AppError('NOT_FOR_SALE', 'This item is free: it is not for sale.');
  if (quote.kind === 'flatrate') {
    const access = (await ownership(db, guestId, item.itemType, item.itemId)) ?? 'flatrate';
    const balance = await getBalance(db, guestAccount(guestId));
    return { response: toResponse(item, { access, alreadyOwned: true, paid: 0, voucherType: null, balance }), balanceChanged: false, voucherSpent: false };
  }

  const price = quote.amount;
  let settled: Settled;
  try {
    settled = await db.transaction((tx) => settle(tx, guestId, item, price, now));
  } catch (error) {
    if (!isAppError(error) || error.code !== 'INSUFFICIENT_FUNDS') throw error;
    const balance = await getBalance(db, guestAccount(guestId));
    throw new AppError('INSUFFICIENT_FUNDS', 'The balance is too low for this purchase.', { price, balance, missing: Math.max(0, price - balance) });
  }
  const moved = !settled.alreadyOwned && settled.voucherType === null && settled.paid > 0;
  return {
    response: toResponse(item, settled),
    balanceChanged: moved,
    voucherSpent: !settled.alreadyOwned && settled.voucherType !== null,
  };
}

/**
 * Inside the transaction: claim the item, then pay for it with a voucher or money. The purchases
 * row is the claim that decides among concurrent buys; when only money can pay, it is written in
 * the ledger's first statement (the ledger posts only if the claim answered a row) and linked in
 * its last: every statement counts (docs/PERFORMANCE.md "Purchases").
 */
async function settle(tx: Tx, guestId: number, item: BuyableItem, price: number, now: Date): Promise<Settled> {
  const claim = tx
    .insert(purchases)
    .values({ guestId, itemType: item.itemType, itemId: item.itemId, source: 'money', price, createdAt: now })
    .onConflictDoNothing()
    .returning({ id: purchases.id });
  if (!item.voucherHeld && price > 0) return (await pay(tx, guestId, item, price, { guard: claim.getSQL() })) ?? (await alreadyOwned(tx, guestId, item));

  const [claimed] = await claim;
  // Bought before, or by a concurrent request that committed first: nothing more to pay.
  if (!claimed) return alreadyOwned(tx, guestId, item);
  const voucherType = PURCHASE_VOUCHER_TYPES[item.itemType];
  if (item.voucherHeld && (await spendVoucher(tx, { guestId, type: voucherType, actorId: item.actorId, now }))) {
    await tx.update(purchases).set({ source: 'voucher', price: 0, voucherType }).where(eq(purchases.id, claimed.id));
    return { access: 'bought', alreadyOwned: false, paid: 0, voucherType, balance: await getBalance(tx, guestAccount(guestId)) };
  }
  if (price === 0) return { access: 'bought', alreadyOwned: false, paid: 0, voucherType: null, balance: await getBalance(tx, guestAccount(guestId)) };
  return (await pay(tx, guestId, item, price, { purchaseId: claimed.id })) ?? (await alreadyOwned(tx, guestId, item));
}

async function alreadyOwned(tx: Tx, guestId: number, item: BuyableItem): Promise<Settled> {
  const access = (await ownership(tx, guestId, item.itemType, item.itemId)) ?? 'bought';
  return { access, alreadyOwned: true, paid: 0, voucherType: null, balance: await getBalance(tx, guestAccount(guestId)) };
}

/** The price from the guest's EUR balance; null when the guard claimed nothing (owned already). */
async function pay(tx: Tx, guestId: number, item: BuyableItem, price: number, claim: { purchaseId: number } | { guard: SQL }): Promise<Settled | null> {
  const { performer, platform } = splitSale(price);
  const purchaseIdOf = (guardId: number | null) => ('purchaseId' in claim ? claim.purchaseId : (guardId ?? -1));
  const posted = await postTransactionWithBalances(tx, {
    kind: 'purchase',
    idempotencyKey: `purchase:${guestId}:${item.itemType}:${item.itemId}`,
    memo: { item: item.title, itemType: item.itemType, itemId: item.itemId },
    postings: [
      { account: guestAccount(guestId), amount: -price },
      { account: { ownerType: 'actor', ownerId: item.actorId, name: 'earnings', currency: 'EUR' }, amount: performer },
      { account: { ownerType: 'system', ownerId: 0, name: 'revenue', currency: 'EUR' }, amount: platform },
    ],
    ...('guard' in claim ? { guard: claim.guard } : {}),
    alsoWith: (transactionId, guardId) => sql`update ${purchases} set ledger_transaction_id = ${transactionId} where ${purchases.id} = ${purchaseIdOf(guardId)}`,
  });
  if (!posted) return null;
  // A replay of this key can only mean the row was removed after the charge (a later refund tool):
  // the guest has paid once, so the row is restored against the first transaction, not charged again.
  if (posted.replayed) await tx.update(purchases).set({ ledgerTransactionId: posted.transactionId }).where(eq(purchases.id, purchaseIdOf(posted.guardId)));
  return { access: 'bought', alreadyOwned: false, paid: price, voucherType: null, balance: posted.balances[0] ?? 0 };
}


function toResponse(item: BuyableItem, settled: Settled): BuyResponse {
  return {
    success: true,
    guestBalance: settled.balance,
    guestBalanceFormatted: formatMoney(settled.balance, 'EUR'),
    itemType: item.itemType,
    itemId: item.itemId,
    access: settled.access,
    alreadyOwned: settled.alreadyOwned,
    paid: settled.paid,
    paidFormatted: formatMoney(settled.paid, 'EUR'),
    voucherType: settled.voucherType,
  };
}
