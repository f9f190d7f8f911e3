import { boxShown } from '@/components/boxes/box-shown';
import { openBox } from '@/components/boxes/open-box';
import type { Locale } from '@/i18n/routing';
import type { GuestSession } from '@/lib/contracts/guest-session';
import { whenConsentAnswered } from '@/lib/consent/consent-client';
import { dailyBonusOptions } from '@/lib/queries/daily-bonus';
import { boxTextOptions, recordStreakVisit } from '@/lib/queries/event-boxes';
import { getQueryClient } from '@/lib/queries/query-client';
import { routePath } from '@/lib/seo/route-path';
import { whenNoFlow } from '@/stores/overlay';
import { markSeen, seenOn } from './auto-box-memory';
import { berlinToday } from './calendar-days';
import { chooseAutoBox, isDailyReward } from './event-box-rules';

type Input = { locale: Locale; qmday: string | null; guestId: number; roles: Pick<GuestSession, 'isVip' | 'isPayingCustomer'> };

/**
 * One page view of a logged-in guest: counts today's visit for the §2 five-days-bonus and opens
 * at most one box by itself — her tier's tag-reward box while today's free offer waits for her,
 * else the five-days-bonus box — each once per Berlin day in this browser, never over another
 * box or an open flow (then it waits for the next page view), and not before the §3 consent
 * banner was answered.
 */
export async function startAutoBox({ locale, qmday, guestId, roles }: Input): Promise<void> {
  const day = berlinToday(qmday);
  // On /daily-deals/ the page itself is today's offer: no reward box there (it comes on the next page).
  const onDeals = window.location.pathname === routePath(locale, '/daily-deals');
  const seen = { ...seenOn(guestId, day), ...(onDeals ? { tagReward: true } : {}) };
  if (seen.tagReward && seen.fiveDays) return;
  const client = getQueryClient();
  // Today's visit counts at once; the box and what it shows wait for the §3 consent banner's answer.
  const visit = recordStreakVisit(locale, qmday);
  await new Promise<void>((resolve) => whenConsentAnswered(resolve));
  const [streak, days] = await Promise.all([visit, seen.tagReward ? null : client.fetchQuery(dailyBonusOptions(locale, qmday))]);
  const offer = days?.current ?? null;
  // No free offer for her today: nothing to ask again on every page view.
  if (days && !isDailyReward(offer, roles)) markSeen(guestId, day, 'tagReward');
  const choice = chooseAutoBox({ roles, seen, offer, streak });
  if (!choice) return;
  const text = await client.fetchQuery(boxTextOptions(locale));
  whenNoFlow(() => {
    if (boxShown()) return;
    if (choice.kind === 'tagReward') {
      const name = choice.tier === 'pro' ? 'tagRewardPro' : choice.tier === 'advanced' ? 'tagRewardAdvanced' : 'tagRewardBasic';
      const { tagReward, errors, close, offer: offerText, links } = text;
      openBox(name, { locale, qmday, offer: choice.offer, text: { tagReward, errors, close, offer: offerText, links } });
      markSeen(guestId, day, 'tagReward');
      return;
    }
    const { fiveDays, errors, close, links } = text;
    openBox('fiveDaysBonus', { locale, qmday, streak: choice.streak, text: { fiveDays, errors, close, links } });
    markSeen(guestId, day, 'fiveDays');
  });
}
