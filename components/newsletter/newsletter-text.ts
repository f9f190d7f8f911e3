import 'server-only';
import { getTranslations } from 'next-intl/server';
import { hrefOf } from '@/i18n/navigation';
import { personalGateText } from '@/components/personal/personal-text';
import type { Locale } from '@/i18n/routing';
import { NEWSLETTER_TYPES, type NewsletterName } from '@/lib/contracts/personal';
import type { EventReward } from '@/lib/contracts/events';
import type { NewsletterSwitchesText } from './newsletter-switches';
import type { VrSubscribeText } from './vr-subscribe-box';

/** The login door of the newsletter parts: the personal area's texts with a newsletter sentence. */
async function gateText(locale: Locale) {
  const t = await getTranslations({ locale, namespace: 'specialEvents.newsletter' });
  return { ...(await personalGateText(locale)), loggedOut: t('loggedOut') };
}

/** The unsubscribe page's texts: the §3 types in their order with the names the profile uses. */
export async function newsletterSwitchesText(locale: Locale): Promise<NewsletterSwitchesText> {
  const [n, t] = await Promise.all([getTranslations({ locale, namespace: 'Newsletter' }), getTranslations({ locale, namespace: 'specialEvents.newsletter' })]);
  const names = Object.keys(NEWSLETTER_TYPES) as NewsletterName[];
  return {
    gate: await gateText(locale),
    items: names.map((name) => ({ typeId: NEWSLETTER_TYPES[name], label: n(`types.${name}`), hint: n(`hints.${name}`) })),
    lead: n.raw('lead') as string,
    subscribed: n.raw('subscribed') as string,
    unsubscribed: n.raw('unsubscribed') as string,
    failed: n('failed'),
    all: t('all'),
    allDone: t('allDone'),
    none: t('none'),
  };
}

/**
 * The VR porn event's newsletter box; `rewards`: the event's rewards for subscribing (no
 * threshold), named in the offer line, and the templates that name what a subscription won.
 */
export async function vrSubscribeText(locale: Locale, rewards: readonly Pick<EventReward, 'type' | 'amount'>[]): Promise<VrSubscribeText> {
  const [t, seasonal] = await Promise.all([
    getTranslations({ locale, namespace: 'specialEvents.vrPorn.newsletter' }),
    getTranslations({ locale, namespace: 'seasonal' }),
  ]);
  const named = rewards.map((reward) => seasonal(`types.${reward.type}`, { amount: reward.amount }));
  return {
    gate: await gateText(locale),
    heading: t('heading'),
    text: t('text'),
    offer: named.length > 0 ? t('offer', { reward: named.join(', ') }) : null,
    subscribe: t('subscribe'),
    subscribed: t.raw('subscribed') as string,
    won: t.raw('won') as string,
    rewardTypes: seasonal.raw('types') as VrSubscribeText['rewardTypes'],
    manage: t('manage'),
    manageHref: hrefOf(locale, '/newsletter/unsubscribe'),
    failed: t('failed'),
  };
}
