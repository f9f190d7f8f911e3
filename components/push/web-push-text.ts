import 'server-only';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import type { WebPushText } from './web-push-settings';

const KEYS = ['heading', 'lead', 'turnOn', 'turnOff', 'on', 'off', 'denied', 'unsupported', 'failed', 'working'] as const;

/** The island's strings, finished on the server (client components take no next-intl). */
export async function webPushText(locale: Locale): Promise<WebPushText> {
  const t = await getTranslations({ locale, namespace: 'webPush.settings' });
  return Object.fromEntries(KEYS.map((key) => [key, t(key)])) as WebPushText;
}
