import 'server-only';
import { type BonusBenefit, bonusBenefitsSchema } from '@/lib/contracts/bonus';
import { CONVERSION_CHAT_TRIAL_CODE } from '@/lib/conversion-chat/conversion-chat-rules';
import type { Tx } from '@/lib/server/db/client';
import { bonusCodes } from '@/lib/server/db/schema/bonus';

const DAY_MS = 86_400_000;
/** The rose: drizzle/0016_messenger.sql inserts it first into the gifts' identity column. */
const ROSE_GIFT_ID = 1;

type DemoCode = {
  code: string;
  benefits: BonusBenefit[];
  /** Days relative to the seed's `now`; validTo null: never expires. */
  fromDays: number;
  toDays: number | null;
  requireVip?: boolean;
  requireMobileAuth?: boolean;
  maxRedemptions?: number;
};

/** Demo bonus codes the README can list. Fixed content, so every seed gives the same codes. */
export const DEMO_BONUS_CODES: readonly DemoCode[] = [
  { code: 'WELCOME5', benefits: [{ kind: 'bonusMoney', amount: 500 }], fromDays: -30, toDays: null },
  { code: 'COINS100', benefits: [{ kind: 'coins', amount: 100 }], fromDays: -30, toDays: null },
  { code: 'VIPWEEK', benefits: [{ kind: 'vipSubscription', days: 7 }], fromDays: -30, toDays: null },
  {
    code: 'FREECHAT10',
    benefits: [
      { kind: 'freeMinutes', minutes: 10, validDays: 30 },
      { kind: 'freeMessages', amount: 5 },
    ],
    fromDays: -30,
    toDays: 365,
  },
  { code: 'VIPVIDEO', benefits: [{ kind: 'videoVoucher', amount: 1 }], fromDays: -30, toDays: null, requireVip: true },
  { code: 'MOBILE3', benefits: [{ kind: 'bonusMoney', amount: 300 }], fromDays: -30, toDays: null, requireMobileAuth: true },
  { code: 'ROSES3', benefits: [{ kind: 'messengerGifts', amount: 3, giftId: ROSE_GIFT_ID }], fromDays: -30, toDays: null },
  { code: 'CREDITS50', benefits: [{ kind: 'credits', amount: 50 }], fromDays: -30, toDays: null, maxRedemptions: 1000 },
  { code: 'EXPIRED1', benefits: [{ kind: 'bonusMoney', amount: 100 }], fromDays: -60, toDays: -30 },
  // §9 conversion chat trial code: 15 minutes with 3 free minutes of live chat, once per guest.
  { code: CONVERSION_CHAT_TRIAL_CODE, benefits: [{ kind: 'conversionChatTrial' }], fromDays: -30, toDays: null },
];

/** Inserts the demo codes; a code already present (any case) is left as it is. */
export async function insertBonusCodes(tx: Tx, now: Date): Promise<number> {
  const at = (days: number) => new Date(now.getTime() + days * DAY_MS);
  const inserted = await tx
    .insert(bonusCodes)
    .values(
      DEMO_BONUS_CODES.map((c) => ({
        code: c.code,
        benefits: bonusBenefitsSchema.parse(c.benefits),
        validFrom: at(c.fromDays),
        validTo: c.toDays === null ? null : at(c.toDays),
        requireVip: c.requireVip ?? false,
        requireMobileAuth: c.requireMobileAuth ?? false,
        maxRedemptions: c.maxRedemptions ?? null,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: bonusCodes.id });
  return inserted.length;
}
