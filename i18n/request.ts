import { hasLocale } from './has-locale';
import { getRequestConfig } from 'next-intl/server';
import { routing } from './routing';

export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  const locale = hasLocale(requested) ? requested : routing.defaultLocale;
  return {
    locale,
    timeZone: 'Europe/Berlin',
    messages: (await import(`../messages/${locale}.json`)).default,
  };
});
