import 'server-only';
import { eq, sql } from 'drizzle-orm';
import {
  LOW_BALANCE_SECONDS,
  freeLimitExitCode,
  MAX_CHAT_SECONDS,
  limitExitCode,
  nextSecondCost,
  performerPart,
  planTick,
  secondsLeft,
} from '@/lib/chat/billing-rules';
import { PREVIEW_SECONDS, previewSecondsLeft } from '@/lib/chat/preview-rules';
import type { Tx } from '@/lib/server/db/client';
import { chats } from '@/lib/server/db/schema/chats';
import { AppError } from '@/lib/server/errors';
import { PERFORMER_SHARE } from '@/lib/server/purchases/price';
import { getBalance, postTransaction } from '@/lib/server/wallet/ledger';
import { spendVoucherSeconds, voucherSecondsLeft } from './chat-vouchers';
import { freeSecondsLeft } from './free-allowance';

export type ChatRow = typeof chats.$inferSelect;

export type BillResult = {
  chat: ChatRow;
  moneyMoved: boolean;
  vouchersSpent: boolean;
  /** 501–503 when the next second cannot be paid (or the maximum duration is reached), 401 when a live preview's time is up: end the chat now. */
  endCode: 401 | 501 | 502 | 503 | null;
  /** Set once per chat, the first time what is left pays for less than a minute. */
  lowBalance: { secondsLeft: number } | null;
};

/**
 * Bills an open chat, locked by the caller, for the whole seconds delivered between
 * last_billed_at and `until` (or the moment its media was lost, if earlier): free seconds,
 * voucher seconds, then money — one ledger transaction guest → performer earnings + platform
 * revenue for the difference of the cumulative price (§9). Seconds that cannot be paid are not
 * delivered: the chat's clock stops before them and the answer asks the caller to end it.
 */
export async function billChat(tx: Tx, chat: ChatRow, until: Date): Promise<BillResult> {
  const nothing: BillResult = { chat, moneyMoved: false, vouchersSpent: false, endCode: null, lowBalance: null };
  if (chat.status !== 'open' || chat.lastBilledAt === null) return nothing;
  const end = chat.mediaLostAt !== null && chat.mediaLostAt < until ? chat.mediaLostAt : until;
  const delivered = Math.floor((end.getTime() - chat.lastBilledAt.getTime()) / 1000);
  const room = MAX_CHAT_SECONDS - chat.billedSeconds;
  const seconds = Math.min(delivered, room);
  if (seconds <= 0) return room <= 0 ? { ...nothing, endCode: 503 } : nothing;

  // A live preview is free like free chat, its allowance the seconds fixed at its start (§6 5, VIP 20).
  const isPreview = chat.type === 'preview';
  const isFree = chat.type === 'free' || isPreview;
  const who = { guestId: chat.guestId, actorId: chat.actorId, now: until };
  const freeLeft = isPreview
    ? previewSecondsLeft(chat.previewSeconds ?? PREVIEW_SECONDS, chat.billedSeconds)
    : isFree
      ? await freeSecondsLeft(tx, chat.guestId, chat.actorId, until)
      : 0;
  // A chat at no charge per minute (a ticket show's, paid by the ticket) spends no voucher seconds.
  const voucherLeft = isFree || chat.pricePerMinute === 0 ? 0 : await voucherSecondsLeft(tx, who);
  // Read, not locked: locking the guest's account before the ledger locks its accounts in id
  // order could deadlock with a concurrent purchase. A spend that races the tick makes the
  // ledger's CHECK refuse the charge; the tick rolls back and the next one sees the new balance.
  const balance = isFree ? 0 : await getBalance(tx, { ownerType: 'guest', ownerId: chat.guestId, currency: 'EUR' });
  const p = chat.pricePerMinute;
  const plan = planTick({ seconds, isFree, freeLeft, voucherLeft, paidSeconds: chat.paidSeconds, billedAmount: chat.billedAmount, balance, pricePerMinute: p });

  if ((await spendVoucherSeconds(tx, { ...who, seconds: plan.voucher })) !== plan.voucher) {
    // A grant expired between the sum and the lock: bill nothing now, the next tick sees the truth.
    throw new AppError('CONFLICT', 'The videochat vouchers changed during the tick.');
  }
  const paidAfter = chat.paidSeconds + plan.paid;
  const billedAfter = chat.billedAmount + plan.amount;
  const toPerformer = performerPart(chat.billedAmount, billedAfter, PERFORMER_SHARE);
  if (plan.amount > 0) {
    const postings = [
      { account: { ownerType: 'guest' as const, ownerId: chat.guestId, currency: 'EUR' as const }, amount: -plan.amount },
      { account: { ownerType: 'actor' as const, ownerId: chat.actorId, name: 'earnings', currency: 'EUR' as const }, amount: toPerformer },
      { account: { ownerType: 'system' as const, ownerId: 0, name: 'revenue', currency: 'EUR' as const }, amount: plan.amount - toPerformer },
    ].filter((posting) => posting.amount !== 0);
    // Paid seconds only grow, so the key names this tick exactly: a replay cannot charge twice.
    await postTransaction(tx, { kind: 'chat', idempotencyKey: `chat:${chat.id}:${paidAfter}`, memo: { chatId: chat.id, seconds: plan.paid, type: chat.type }, postings });
  }

  const covered = plan.free + plan.voucher + plan.paid;
  const voucherUsedAfter = chat.voucherSecondsUsed + plan.voucher;
  const balanceAfter = balance - plan.amount;
  const voucherLeftAfter = voucherLeft - plan.voucher;
  let endCode: BillResult['endCode'] = null;
  if (plan.uncovered > 0) endCode = limitExitCode(isFree, paidAfter, voucherUsedAfter, isPreview);
  else if (isFree && freeLeft - plan.free <= 0) endCode = freeLimitExitCode(isPreview);
  else if (!isFree && voucherLeftAfter <= 0 && nextSecondCost(paidAfter, p) > balanceAfter) endCode = limitExitCode(false, paidAfter, voucherUsedAfter);
  else if (chat.billedSeconds + covered >= MAX_CHAT_SECONDS) endCode = 503;

  const left = isFree ? null : secondsLeft(voucherLeftAfter, paidAfter, billedAfter, balanceAfter, p);
  const lowBalance = left !== null && endCode === null && !chat.lowBalanceWarned && left < LOW_BALANCE_SECONDS ? { secondsLeft: left } : null;

  const [updated] = await tx
    .update(chats)
    .set({
      lastBilledAt: new Date(chat.lastBilledAt.getTime() + covered * 1000),
      billedSeconds: sql`${chats.billedSeconds} + ${covered}`,
      paidSeconds: paidAfter,
      billedAmount: billedAfter,
      performerAmount: sql`${chats.performerAmount} + ${toPerformer}`,
      voucherSecondsUsed: voucherUsedAfter,
      freeSecondsUsed: sql`${chats.freeSecondsUsed} + ${plan.free}`,
      lowBalanceWarned: chat.lowBalanceWarned || lowBalance !== null,
    })
    .where(eq(chats.id, chat.id))
    .returning();
  if (!updated) throw new AppError('NOT_FOUND', 'The chat does not exist.');
  return { chat: updated, moneyMoved: plan.amount > 0, vouchersSpent: plan.voucher > 0, endCode, lowBalance };
}
