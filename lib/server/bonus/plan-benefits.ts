import type { BonusBenefit } from '@/lib/contracts/bonus';
import type { Currency } from '@/lib/contracts/money';
import { VOUCHER_TYPE } from '@/lib/contracts/voucher';
import type { GuestBenefitKind } from '@/lib/server/db/schema/bonus';

export const DAY_MS = 86_400_000;

export type VoucherGrant = { type: number; amount: number; actorId: number | null; validTo: Date | null };
/** `days` null: permanent (a media album). */
export type BenefitGrant = { kind: GuestBenefitKind; days: number | null; actorId: number | null; mediaId: number | null };
/** Owned messenger gifts (§3 boughtGifts): `amount` more of one gift in the guest's stock. */
export type GiftGrant = { giftId: number; amount: number };
/** `conversionChatTrial`: the §9 conversion chat trial (its own once-per-guest grant, lib/server/conversion-chat/grant-trial.ts). */
export type BenefitPlan = { money: Map<Currency, number>; vouchers: VoucherGrant[]; benefits: BenefitGrant[]; gifts: GiftGrant[]; conversionChatTrial: boolean };

/**
 * Where each §3 benefit kind lands: money in the ledger, counted vouchers in guest_vouchers,
 * subscription-like benefits in guest_benefits, gifts of a named kind in guest_gift_stock.
 * Pure, so the mapping is tested on its own.
 */
export function planBenefits(benefits: readonly BonusBenefit[], now: Date): BenefitPlan {
  const plan: BenefitPlan = { money: new Map(), vouchers: [], benefits: [], gifts: [], conversionChatTrial: false };
  const credit = (currency: Currency, amount: number) => plan.money.set(currency, (plan.money.get(currency) ?? 0) + amount);
  const voucher = (type: number, amount: number, b: { actorId?: number; validDays?: number }) =>
    plan.vouchers.push({
      type,
      amount,
      actorId: b.actorId ?? null,
      validTo: b.validDays ? new Date(now.getTime() + b.validDays * DAY_MS) : null,
    });
  const benefit = (kind: GuestBenefitKind, days: number | null, ids: { actorId?: number; mediaId?: number } = {}) =>
    plan.benefits.push({ kind, days, actorId: ids.actorId ?? null, mediaId: ids.mediaId ?? null });

  for (const b of benefits) {
    switch (b.kind) {
      case 'bonusMoney':
        credit('EUR', b.amount);
        break;
      case 'coins':
        credit('Coins', b.amount);
        break;
      case 'credits':
        credit('Credits', b.amount);
        break;
      case 'videoVoucher':
        voucher(VOUCHER_TYPE.video, b.amount, b);
        break;
      case 'photoVoucher':
        voucher(VOUCHER_TYPE.photoAlbum, b.amount, b);
        break;
      case 'freeMinutes':
        // §3 voucher name chatSeconds: videochat vouchers count seconds.
        voucher(VOUCHER_TYPE.videochat, b.minutes * 60, b);
        break;
      case 'freeMessages':
        voucher(VOUCHER_TYPE.messages, b.amount, b);
        break;
      case 'messengerGifts':
        if (b.giftId === undefined) voucher(VOUCHER_TYPE.messengerGift, b.amount, b);
        else plan.gifts.push({ giftId: b.giftId, amount: b.amount });
        break;
      case 'liveShow':
        voucher(VOUCHER_TYPE.liveShow, b.amount, b);
        break;
      case 'spins':
        voucher(VOUCHER_TYPE.spins, b.amount, b);
        break;
      case 'vipSubscription':
        benefit('vip', b.days);
        break;
      case 'premiumSubscription':
        benefit('premium', b.days);
        break;
      case 'actorSubscription':
        benefit('actorSubscription', b.days, { actorId: b.actorId });
        break;
      case 'mediaAlbum':
        benefit('mediaAlbum', null, { mediaId: b.albumId });
        break;
      case 'conversionChatTrial':
        plan.conversionChatTrial = true;
        break;
      default:
        b satisfies never;
    }
  }
  return plan;
}
