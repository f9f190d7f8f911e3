import 'server-only';
import { getTranslations } from 'next-intl/server';
import { hrefOf } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import type { ModelOrder, ModelPreset } from '@/lib/contracts/actor';
import { modelOrderSchema, modelPresetSchema } from '@/lib/contracts/actor';
import type { ActorSearchText } from './actor-search';
import type { GeoLocationText } from './geo-location-settings';

const PLAIN_SETTINGS = ['heading', 'lead', 'zipLabel', 'save', 'currentBrowser', 'none', 'useBrowser', 'browserUnavailable', 'notFound', 'failed', 'searchLink'] as const;

/** The zip control's strings, finished on the server (client components take no next-intl). */
export async function geoLocationText(locale: Locale): Promise<GeoLocationText> {
  const t = await getTranslations({ locale, namespace: 'Geo.settings' });
  return {
    ...(Object.fromEntries(PLAIN_SETTINGS.map((key) => [key, t(key)])) as Record<(typeof PLAIN_SETTINGS)[number], string>),
    currentZip: t.raw('currentZip') as string,
    searchHref: hrefOf(locale, '/search/models'),
  };
}

const PLAIN_SEARCH = ['searchType', 'sort', 'onlineOnly', 'reset', 'noLocation', 'setLocation', 'results', 'empty', 'online', 'failed'] as const;

/** The filter page's strings and links. */
export async function actorSearchText(locale: Locale): Promise<ActorSearchText> {
  const t = await getTranslations({ locale, namespace: 'Geo.search' });
  return {
    ...(Object.fromEntries(PLAIN_SEARCH.map((key) => [key, t(key)])) as Record<(typeof PLAIN_SEARCH)[number], string>),
    searchTypes: Object.fromEntries(modelPresetSchema.options.map((k) => [k, t(`searchTypes.${k}`)])) as Record<ModelPreset, string>,
    orders: Object.fromEntries(modelOrderSchema.options.map((k) => [k, t(`orders.${k}`)])) as Record<ModelOrder, string>,
    distance: t.raw('distance') as string,
    setLocationHref: hrefOf(locale, '/my-account/profile'),
    profileHref: hrefOf(locale, { pathname: '/amateur/[actorName]', params: { actorName: '__slug__' } }),
  };
}
