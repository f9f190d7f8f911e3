/**
 * Product name and the external sites the guest pages link to (§2 footer links).
 * Example domains only: production values come with deployment.
 */
export const site = {
  name: 'Camverse',
  helpCentreBase: 'https://help.example.com/hc',
  modelSignupUrl: 'https://models.example.com/',
  affiliateUrl: 'https://partners.example.com/',
  social: [
    { id: 'x', label: 'X', url: 'https://x.example.com/camverse' },
    { id: 'instagram', label: 'Instagram', url: 'https://instagram.example.com/camverse' },
    { id: 'telegram', label: 'Telegram', url: 'https://telegram.example.com/camverse' },
  ],
} as const;

/** The report-content article id of the help centre (one article, two languages). */
const REPORT_CONTENT_ARTICLE = '360001234567-report-content';

/** §2: the help centre speaks de and es; every other page language gets en-us. */
export function helpCentreLanguage(locale: string): 'de' | 'es' | 'en-us' {
  if (locale === 'de' || locale === 'es') return locale;
  return 'en-us';
}

/**
 * §2 footer: the help-centre URL in the guest's language, carrying the logged-in guest's name as
 * a query parameter so support can greet them; anonymous guests (null) get the plain URL.
 */
export function helpCentreUrl(locale: string, guestName: string | null): string {
  const url = new URL(`${site.helpCentreBase}/${helpCentreLanguage(locale)}/`);
  if (guestName !== null && guestName.trim() !== '') url.searchParams.set('name', guestName.trim());
  return url.toString();
}

/** §2 footer: the report-content article exists in de and en only. */
export function reportContentUrl(locale: string): string {
  const language = locale === 'de' ? 'de' : 'en-us';
  return `${site.helpCentreBase}/${language}/articles/${REPORT_CONTENT_ARTICLE}`;
}
