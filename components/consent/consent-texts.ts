import 'server-only';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { routePath } from '@/lib/seo/route-path';
import type { ConsentText } from './consent-text';

/** The consent banner's strings in one language (messages Consent), for ConsentBanner's props. */
export async function consentText(locale: Locale): Promise<ConsentText> {
  const t = await getTranslations({ locale, namespace: 'Consent' });
  const keys = [
    'title', 'body', 'acceptAll', 'necessaryOnly', 'settings', 'save', 'settingsTitle', 'necessaryLabel',
    'necessaryHint', 'functionalLabel', 'functionalHint', 'analyticsLabel', 'analyticsHint', 'privacyLink',
  ] as const;
  const strings = Object.fromEntries(keys.map((key) => [key, t(key)])) as Omit<ConsentText, 'privacyHref'>;
  return { ...strings, privacyHref: routePath(locale, '/data-protection') };
}
