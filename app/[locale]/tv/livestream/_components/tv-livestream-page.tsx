import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { connection } from 'next/server';
import { PageHeading } from '@/components/layout/page-heading';
import { pageLocale } from '@/components/layout/page-locale';
import { QueryProvider } from '@/components/providers/query-provider';
import type { Locale } from '@/i18n/routing';
import type { TvChannelName } from '@/lib/contracts/tv';
import { formatMoney } from '@/lib/format/currency';
import { localizedPath, pageMetadata } from '@/lib/seo/metadata';
import { pageViewerCountry } from '@/lib/server/http/page-viewer';
import { runtime } from '@/lib/server/runtime';
import { plans } from '@/lib/server/subscriptions/plans';
import { programNow } from '@/lib/server/tv/program-now';
import { TvLive, type TvLiveText } from '@/components/tv/tv-live';

type Params = Promise<{ locale: string }>;

const routeOf = { livestream: '/tv/livestream', premium: '/tv/premium/livestream' } as const;
const titleKey = { livestream: 'tvLivestream', premium: 'tvPremiumLivestream' } as const;

export async function tvLivestreamMetadata(params: Params, channel: TvChannelName): Promise<Metadata> {
  const locale = await pageLocale(params);
  const routes = await getTranslations({ locale, namespace: 'Routes' });
  const t = await getTranslations({ locale, namespace: 'TvLive' });
  return pageMetadata({ locale, pathname: routeOf[channel], title: routes(titleKey[channel]), description: t(channel === 'premium' ? 'premiumLead' : 'freeLead') });
}

async function liveText(locale: Locale, channel: TvChannelName): Promise<TvLiveText> {
  const t = await getTranslations({ locale, namespace: 'TvLive' });
  const routes = await getTranslations({ locale, namespace: 'Routes' });
  return {
    program: { nowOnAir: t('nowOnAir'), upNext: t('upNext'), noProgram: t('noProgram'), withPerformer: t.raw('withPerformer') as string },
    player: { label: t('player', { channel: routes(titleKey[channel]) }), live: t('live'), unmute: t('unmute'), mute: t('mute'), loading: t('loading'), failed: t('failed') },
    offer: { heading: t('offerHeading'), text: t('offerText', { price: formatMoney(plans.vxtvabo.firstPrice, 'EUR') }), button: t('offerButton'), login: t('offerLogin') },
    age: { heading: t('ageHeading'), text: t('ageText') },
  };
}

/**
 * §2 TV livestream pages: the program read on the server (the same for every visitor), the live
 * island for this viewer (stream or subscription offer), and the way to the other channel.
 */
export async function TvLivestreamPage({ params, channel }: { params: Params; channel: TvChannelName }) {
  const locale = await pageLocale(params);
  await connection(); // reads the database and the clock: never at build time
  const program = await programNow(runtime().db, channel, locale, await pageViewerCountry());
  const t = await getTranslations({ locale, namespace: 'TvLive' });
  const routes = await getTranslations({ locale, namespace: 'Routes' });
  const other = channel === 'premium' ? 'livestream' : 'premium';
  return (
    <div className="mx-auto max-w-5xl pb-12">
      <PageHeading title={routes(titleKey[channel])} lead={t(channel === 'premium' ? 'premiumLead' : 'freeLead')} />
      <div className="mt-6">
        <QueryProvider>
          <TvLive locale={locale} channel={channel} program={program} text={await liveText(locale, channel)} />
        </QueryProvider>
      </div>
      <p className="mt-6 flex flex-wrap gap-x-6 gap-y-2">
        <a href={localizedPath(locale, routeOf[other])} className="underline">
          {t(other === 'premium' ? 'toPremium' : 'toFree')}
        </a>
        <a href={localizedPath(locale, '/tv/media/series')} className="underline">
          {(await getTranslations({ locale, namespace: 'tvMediathek' }))('toMediathek')}
        </a>
      </p>
    </div>
  );
}
