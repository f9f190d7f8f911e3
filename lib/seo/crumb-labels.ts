import type { RouteTitleKey } from '@/i18n/route-titles';
import type { Locale } from '@/i18n/routing';
import type { CrumbLabels } from './breadcrumb-trail';
import { messageTranslator } from './messages';

/** Breadcrumb names from the messages (Breadcrumb.home, Routes.*), for pages and the REST call alike. */
export function crumbLabels(locale: Locale): CrumbLabels {
  const t = messageTranslator(locale);
  return { home: t('Breadcrumb.home'), route: (key: RouteTitleKey) => t(`Routes.${key}`) };
}

/** The accessible name of the breadcrumb navigation. */
export function breadcrumbNavLabel(locale: Locale): string {
  return messageTranslator(locale)('Breadcrumb.label');
}
