import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { AppPathname } from '@/i18n/routing';
import { pageMetadata } from '@/lib/seo/metadata';
import { MessagePanel } from './message-panel';
import { decodeSegment, pageLocale } from './page-locale';
import { routeTitleKeys } from '@/i18n/route-titles';

type RouteParams = Promise<{ locale: string } & Record<string, string | string[] | undefined>>;

/** The route's own params (decoded, as the path builder encodes them again), without the locale. */
function routeParams(params: Awaited<RouteParams>): Record<string, string> | undefined {
  const entries = Object.entries(params).filter((e): e is [string, string] => e[0] !== 'locale' && typeof e[1] === 'string');
  return entries.length > 0 ? Object.fromEntries(entries.map(([k, v]) => [k, decodeSegment(v)])) : undefined;
}

/**
 * `export const generateMetadata = comingSoonMetadata('/free-chat')`: the route's title, canonical
 * and hreflang like every page, and noindex while the feature is not built (SEO).
 */
export function comingSoonMetadata(route: AppPathname) {
  return async ({ params }: { params: RouteParams }): Promise<Metadata> => {
    const locale = await pageLocale(params);
    const routes = await getTranslations({ locale, namespace: 'Routes' });
    const t = await getTranslations({ locale, namespace: 'ComingSoon' });
    return pageMetadata({
      locale,
      pathname: route,
      params: routeParams(await params),
      title: routes(routeTitleKeys[route]),
      description: t('lead'),
      noindex: true,
    });
  };
}

type ComingSoonProps = { route: AppPathname; params: RouteParams };

/**
 * A route of the pathnames table whose feature is not built yet: a real, localized page with
 * status 200 inside the shared layout, so links and the language switcher already work.
 */
export async function ComingSoon({ route, params }: ComingSoonProps) {
  const locale = await pageLocale(params);
  const { actorName } = await params;
  const routes = await getTranslations({ locale, namespace: 'Routes' });
  const t = await getTranslations({ locale, namespace: 'ComingSoon' });
  return (
    <MessagePanel
      eyebrow={typeof actorName === 'string' ? t('forActor', { name: decodeSegment(actorName) }) : null}
      title={routes(routeTitleKeys[route])}
      lead={t('lead')}
      homeLabel={t('home')}
      newGirlsLabel={t('newGirls')}
    />
  );
}
