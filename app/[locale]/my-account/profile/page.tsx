import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { pageLocale } from '@/components/layout/page-locale';
import { GeoLocationSettings } from '@/components/geo/geo-location-settings';
import { geoLocationText } from '@/components/geo/geo-text';
import { EmailVerificationNotice } from '@/components/personal/email-verification-notice';
import { emailVerificationNoticeText } from '@/components/personal/email-verification-text';
import { PersonalPage } from '@/components/personal/personal-page';
import { personalGateText, personalMetadata } from '@/components/personal/personal-text';
import { ProfileSettings, type ProfileText } from '@/components/personal/profile-settings';
import { WebPushSettings } from '@/components/push/web-push-settings';
import { webPushText } from '@/components/push/web-push-text';
import { Link } from '@/i18n/navigation';
import { type Locale, locales } from '@/i18n/routing';
import { NEWSLETTER_TYPES, type NewsletterName, NOTIFICATION_SETTING_KEYS } from '@/lib/contracts/personal';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'Personal' });
  return personalMetadata(locale, '/my-account/profile', t('profile.lead'));
}

async function profileText(locale: Locale): Promise<ProfileText> {
  const t = await getTranslations({ locale, namespace: 'Personal.profile' });
  const n = await getTranslations({ locale, namespace: 'Newsletter' });
  const plain = ['account', 'name', 'email', 'avatar', 'noAvatar', 'notifications', 'notificationsLead', 'saved', 'saveFailed', 'preferences', 'language', 'languageAuto', 'showFsk18Previews', 'tileGridMode', 'grid', 'list'] as const;
  return {
    ...(Object.fromEntries(plain.map((key) => [key, t(key)])) as Record<(typeof plain)[number], string>),
    gate: await personalGateText(locale),
    notificationItems: NOTIFICATION_SETTING_KEYS.map((key) => ({ key, label: t(`notificationKeys.${key}`) })),
    // Each language named in itself, as the header's language switcher does.
    languages: locales.map((code) => ({ locale: code, name: new Intl.DisplayNames([code], { type: 'language' }).of(code) ?? code })),
    newsletter: {
      heading: n('heading'),
      lead: n.raw('lead') as string,
      items: (Object.entries(NEWSLETTER_TYPES) as [NewsletterName, (typeof NEWSLETTER_TYPES)[NewsletterName]][]).map(([name, typeId]) => ({
        typeId,
        label: n(`types.${name}`),
        hint: n(`hints.${name}`),
      })),
      subscribed: n.raw('subscribed') as string,
      unsubscribed: n.raw('unsubscribed') as string,
      failed: n('failed'),
    },
  };
}

/** §2 personal area · profile: the same HTML for everyone; the guest's settings load in the browser. */
export default async function MyAccountProfilePage({ params }: Props) {
  const locale = await pageLocale(params);
  const routes = await getTranslations({ locale, namespace: 'Routes' });
  const t = await getTranslations({ locale, namespace: 'Personal' });
  const newsletter = await getTranslations({ locale, namespace: 'specialEvents.newsletter' });
  return (
    <PersonalPage locale={locale} route="/my-account/profile" title={routes('myProfile')} lead={t('profile.lead')}>
      <div className="flex flex-col gap-6">
        <EmailVerificationNotice text={await emailVerificationNoticeText(locale)} />
        <ProfileSettings locale={locale} text={await profileText(locale)} />
        <WebPushSettings locale={locale} text={await webPushText(locale)} />
        <GeoLocationSettings locale={locale} text={await geoLocationText(locale)} />
        <Link href="/newsletter/unsubscribe" className="self-start text-sm text-accent underline">
          {newsletter('manageLink')}
        </Link>
      </div>
    </PersonalPage>
  );
}
