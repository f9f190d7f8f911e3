import { getTranslations } from 'next-intl/server';
import { hrefOf } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { NotificationIsland } from './notification-island';
import type { NotificationText } from './notification-text';

const keys = [
  'bell',
  'heading',
  'messagesHeading',
  'othersHeading',
  'empty',
  'someone',
  'openMessenger',
  'toastRegion',
  'dismiss',
] as const;

/**
 * The header's notification bell and the floating pop-ups (§3, §4 notifications), strings
 * translated here; the island renders nothing until a logged-in guest is known in the browser.
 */
export async function NotificationCentre({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Notifications' });
  const keep = { name: '{name}', count: '{count}' };
  const text: NotificationText = {
    ...(Object.fromEntries(keys.map((key) => [key, t(key)])) as Record<(typeof keys)[number], string>),
    bellUnread: t('bellUnread', keep),
    newMessage: t('newMessage', keep),
    performerOnline: t('performerOnline', keep),
    newVideo: t('newVideo', keep),
    messengerHref: hrefOf(locale, '/messenger'),
    showStarted: t('showStarted', keep),
    joinShow: t('joinShow'),
    profileHref: hrefOf(locale, { pathname: '/amateur/[actorName]', params: { actorName: '__slug__' }, query: { chat: 'live' } }),
  };
  return <NotificationIsland text={text} />;
}
