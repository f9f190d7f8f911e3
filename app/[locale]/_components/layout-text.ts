import 'server-only';
import { getTranslations } from 'next-intl/server';
import { consentText } from '@/components/consent/consent-texts';
import { conversionChatText } from '@/components/conversion-chat/conversion-chat-texts';
import { incentiveText } from '@/components/incentives/incentive-texts';
import type { DataProtectionText } from '@/components/legal/data-protection-notice';
import { perLocale } from '@/components/layout/per-locale';
import { loadStatusBarText } from '@/components/status-bars/load-status-bar-text';
import { hrefOf } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';

const dataProtectionKeys = ['title', 'body', 'terms', 'privacy', 'accept', 'later', 'failed'] as const;

/**
 * The strings of the locale layout's islands (consent banner, and what loads after the first
 * view) in one language: the same for every page and guest, so made once per language
 * (per-locale.ts) instead of in every render of an uncached page.
 */
export const layoutText = perLocale(async (locale: Locale) => {
  const overlay = await getTranslations({ locale, namespace: 'Overlay' });
  const dp = await getTranslations({ locale, namespace: 'DataProtection' });
  const guest = await getTranslations({ locale, namespace: 'GuestSession' });
  const esAvs = await getTranslations({ locale, namespace: 'EsAvs' });
  const realtime = await getTranslations({ locale, namespace: 'Realtime' });
  const install = await getTranslations({ locale, namespace: 'installPrompt' });
  const tabPresence = await getTranslations({ locale, namespace: 'tabPresence' });
  return {
    consent: await consentText(locale),
    overlay: { loading: overlay('loading'), dialog: overlay('dialog') },
    sessionExpired: { title: realtime('sessionExpired.title'), body: realtime('sessionExpired.body'), close: realtime('sessionExpired.close') },
    esAvs: { title: esAvs('title'), body: esAvs('body'), verify: esAvs('verify'), later: esAvs('later') },
    guestLocked: { title: guest('locked.title'), body: guest('locked.body'), close: guest('locked.close') },
    dataProtection: {
      text: Object.fromEntries(dataProtectionKeys.map((key) => [key, dp(key)])) as DataProtectionText,
      termsHref: hrefOf(locale, '/terms-of-service'),
      privacyHref: hrefOf(locale, '/data-protection'),
    },
    incentives: await incentiveText(locale),
    statusBars: await loadStatusBarText(locale),
    conversionChat: await conversionChatText(locale),
    installPrompt: { title: install('title'), body: install('body'), install: install('install'), notNow: install('notNow') },
    titlePrefix: tabPresence('titlePrefix'),
  };
});
