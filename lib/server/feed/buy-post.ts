import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/server/db/client';
import { feedPurchases } from '@/lib/server/db/schema/feed';
import { AppError } from '@/lib/server/errors';
import { getBalance, postTransactionWithBalances } from '@/lib/server/wallet/ledger';
import { coinsToCents, guestAccount, salePostings, withEnoughMoney } from './feed-ledger';
import { findVisiblePost } from './get-post';

export type BuyPostOutcome = { guestBalance: number; charged: boolean };

/**
 * §7 buyPost, exactly once per guest and post: the feed_purchases row is claimed in the ledger's
 * first statement (its unique key picks one winner among concurrent buys; the ledger posts only if
 * the claim answered a row), so 20 parallel buys charge once. Free posts are not sold (409
 * NOT_FOR_SALE); too little balance: 409 INSUFFICIENT_FUNDS, nothing written.
 */
export async function buyPost(db: DbOrTx, guestId: number, postId: number, now: Date): Promise<BuyPostOutcome> {
  const post = await findVisiblePost(db, postId, now);
  if (post.priceCoins <= 0) throw new AppError('NOT_FOR_SALE', 'This post is free.');
  const cents = coinsToCents(post.priceCoins);
  if (await owns(db, guestId, postId)) return { guestBalance: await getBalance(db, guestAccount(guestId)), charged: false };

  return withEnoughMoney(db, guestId, cents, async (tx) => {
    const claim = tx
      .insert(feedPurchases)
      .values({ guestId, postId, priceCoins: post.priceCoins, createdAt: now })
      .onConflictDoNothing()
      .returning({ id: feedPurchases.id });
    const posted = await postTransactionWithBalances(tx, {
      kind: 'feedPurchase',
      idempotencyKey: `feed-purchase:${guestId}:${postId}`,
      memo: { item: post.title, itemType: 'feedPost', itemId: postId, coins: post.priceCoins },
      postings: salePostings(guestId, post.actorId, cents),
      guard: claim.getSQL(),
      alsoWith: (transactionId, claimId) => sql`update ${feedPurchases} set ledger_transaction_id = ${transactionId} where ${feedPurchases.id} = ${claimId ?? -1}`,
    });
    // No row claimed: a concurrent buy committed first; this one is answered without a charge.
    if (!posted) return { guestBalance: await getBalance(tx, guestAccount(guestId)), charged: false };
    return { guestBalance: posted.balances[0] ?? 0, charged: !posted.replayed };
  });
}

async function owns(db: DbOrTx, guestId: number, postId: number): Promise<boolean> {
  const [row] = await db.select({ id: feedPurchases.id }).from(feedPurchases).where(and(eq(feedPurchases.guestId, guestId), eq(feedPurchases.postId, postId)));
  return row !== undefined;
}
