import 'server-only';
import { eq, sql } from 'drizzle-orm';
import type { FeedTippingGoal, TipPostInput } from '@/lib/contracts/feed';
import type { DbOrTx } from '@/lib/server/db/client';
import { feedPosts, feedTips } from '@/lib/server/db/schema/feed';
import { postTransactionWithBalances } from '@/lib/server/wallet/ledger';
import { coinsToCents, salePostings, withEnoughMoney } from './feed-ledger';
import { tippingGoalOf } from './feed-rules';
import { findVisiblePost } from './get-post';

export type TipOutcome = { guestBalance: number; tippingGoal: FeedTippingGoal | null; actorId: number };

/**
 * §7 tipPost {postId, amountCoins}: one ledger transaction from the guest to the performer's
 * earnings (split like a sale, as messenger gifts and messages are), the tip row, and the post's
 * tip sum and version raised in the same transaction, so the goal state it answers is the one
 * every viewer gets (publish-tipping-goal.ts). Too little balance: 409, nothing written.
 */
export async function tipPost(db: DbOrTx, guestId: number, { postId, amountCoins }: TipPostInput, now: Date): Promise<TipOutcome> {
  const post = await findVisiblePost(db, postId, now);
  const cents = coinsToCents(amountCoins);
  return withEnoughMoney(db, guestId, cents, async (tx) => {
    const posted = await postTransactionWithBalances(tx, {
      kind: 'feedTip',
      memo: { item: post.title, itemType: 'feedPost', itemId: postId, coins: amountCoins },
      postings: salePostings(guestId, post.actorId, cents),
    });
    await tx.insert(feedTips).values({ guestId, postId, amountCoins, ledgerTransactionId: posted?.transactionId ?? null, createdAt: now });
    const [updated] = await tx
      .update(feedPosts)
      .set({ tipsSumCoins: sql`${feedPosts.tipsSumCoins} + ${amountCoins}`, tipVersion: sql`${feedPosts.tipVersion} + 1` })
      .where(eq(feedPosts.id, postId))
      .returning({ goal: feedPosts.tippingGoalCoins, sum: feedPosts.tipsSumCoins, version: feedPosts.tipVersion });
    return {
      guestBalance: posted?.balances[0] ?? 0,
      tippingGoal: updated ? tippingGoalOf(updated.goal, updated.sum, updated.version) : null,
      actorId: post.actorId,
    };
  });
}
