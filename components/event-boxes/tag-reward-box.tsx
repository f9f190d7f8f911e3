'use client';

import { useMutation } from '@tanstack/react-query';
import { QueryProvider } from '@/components/providers/query-provider';
import { buttonStyles } from '@/components/ui/button-styles';
import { Dialog, DialogClose, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import type { Locale } from '@/i18n/routing';
import type { DailyBonusOffer } from '@/lib/contracts/daily-bonus';
import { formatMoney } from '@/lib/format/currency';
import { fill } from '@/lib/format/fill';
import { claimOfferMutation } from '@/lib/queries/daily-bonus';
import { ClaimResult } from './claim-result';
import { dockedCard } from './docked-card';
import type { TagRewardTier } from './event-box-rules';
import type { TagRewardText } from '@/lib/contracts/event-boxes';
import { useSubscriptionUpdate } from '@/lib/realtime/use-subscription-update';

type Props = { tier: TagRewardTier; locale: Locale; qmday: string | null; offer: DailyBonusOffer; text: TagRewardText; onClose: () => void };
type Bound = Omit<Props, 'tier'>;

/** The effect as the daily-deals page words it (one of a count in the singular). */
function effectLine(text: TagRewardText, effect: DailyBonusOffer['effect']): string {
  const one = `${effect.name}One`;
  const template = effect.value === 1 && Object.hasOwn(text.offer.effects, one) ? text.offer.effects[one as keyof typeof text.offer.effects] : text.offer.effects[effect.name];
  return fill(template, { value: effect.unit === 'cents' ? formatMoney(effect.value, 'EUR') : effect.value });
}

/** Claims today's free offer through the daily bonus's own call (once per guest: the server decides). */
function Claim({ locale, qmday, offer, text }: Omit<Props, 'tier' | 'onClose'>) {
  // §4 a VIP day won here is shown here: no reload on the VIP update.
  useSubscriptionUpdate();
  const claim = useMutation(claimOfferMutation(locale, qmday));
  return (
    <div className="flex flex-col gap-2">
      {claim.isSuccess ? null : (
        <button type="button" className={buttonStyles.primary} disabled={claim.isPending} onClick={() => claim.mutate(offer.id)}>
          {claim.isPending ? text.tagReward.claiming : text.tagReward.claim}
        </button>
      )}
      <ClaimResult success={claim.isSuccess} error={claim.error} ok={text.tagReward.claimed} errors={text.errors} />
    </div>
  );
}

/**
 * §2 tag-reward box ("Tag": the day): today's free daily-bonus offer for a logged-in guest who
 * has not taken it, in the tier of her §6 roles. One component; the registry binds a tier per name.
 */
export function TagRewardBox({ tier, locale, qmday, offer, text, onClose }: Props) {
  const words = text.tagReward[tier];
  return (
    <Dialog onClose={onClose} docked box={`tag-reward-${tier}`} className={dockedCard}>
      <DialogTitle>{words.title}</DialogTitle>
      <DialogDescription>{words.intro}</DialogDescription>
      <div className="mt-4 flex flex-col gap-1 rounded-xl bg-surface-2 p-4 ring-1 ring-accent" data-testid="tag-reward-offer">
        <p className="text-lg font-semibold">{text.offer.kinds[offer.kind]}</p>
        <p>{effectLine(text, offer.effect)}</p>
      </div>
      <div className="mt-4 flex flex-col gap-4">
        {/* The box is its own chunk, loaded on open: react-query comes with it. */}
        <QueryProvider>
          <Claim locale={locale} qmday={qmday} offer={offer} text={text} />
        </QueryProvider>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <a className="text-accent underline" href={text.links.dailyDeals}>
            {text.tagReward.allDeals}
          </a>
          <DialogClose className={buttonStyles.secondary}>{text.close}</DialogClose>
        </div>
      </div>
    </Dialog>
  );
}

export const TagRewardBasicBox = (props: Bound) => <TagRewardBox {...props} tier="basic" />;
export const TagRewardAdvancedBox = (props: Bound) => <TagRewardBox {...props} tier="advanced" />;
export const TagRewardProBox = (props: Bound) => <TagRewardBox {...props} tier="pro" />;
