import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { ActorNotificationToggles } from './actor-notification-toggles';

type Props = { actorId: number; name: string; locale: Locale };

/** The profile's email and sms notification toggles (§7), strings translated here. */
export async function ActorNotificationSection({ actorId, name, locale }: Props) {
  const t = await getTranslations({ locale, namespace: 'Notifications' });
  const text = {
    heading: t('settingsHeading', { name }),
    email: t('emailToggle', { name }),
    sms: t('smsToggle', { name }),
    loading: t('settingsLoading'),
    failed: t('settingsFailed'),
    loadFailed: t('settingsLoadFailed'),
    loginHint: t('settingsLogin', { name }),
    login: t('login'),
  };
  return <ActorNotificationToggles actorId={actorId} locale={locale} text={text} />;
}
