import type { Metadata } from 'next';
import { connection } from 'next/server';
import { loadPageExtras } from '@/lib/server/teasers/page-extras';
import { pageLocale } from '@/components/layout/page-locale';
import { NEWLY_REGISTERED_CATEGORY, RECOMMENDATIONS_PER_SLIDER } from '@/lib/catalog/rules';
import { listModels } from '@/lib/server/catalog/list-models';
import { listNewVideos } from '@/lib/server/catalog/list-videos';
import { listCamShows } from '@/lib/server/catalog/models/cam-shows';
import { listTopCams } from '@/lib/server/catalog/models/top-cams';
import { pageViewerCountry } from '@/lib/server/http/page-viewer';
import { findHomepageJumbotron } from '@/lib/server/jumbotron/find-jumbotron';
import { JUMBOTRON_CONFIG } from '@/lib/server/jumbotron/jumbotron-config';
import { runtime } from '@/lib/server/runtime';
import { pageMetadata } from '@/lib/seo/metadata';
import { pageSeo } from '@/lib/seo/page-seo';
import { HomeView } from './_components/home-view';

const ONLINE_TILES = 12;
const NEW_GIRL_TILES = 6;
const CAM_SHOW_TEASERS = 6;
const VIDEO_TILES = 12;

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const seo = await pageSeo(locale, 'home');
  return pageMetadata({ locale, pathname: '/', title: seo.title, description: seo.description });
}

/** §2 home: the jumbotron (§7 misc), performers online now, banners, new girls, the teaser slot, top cams, upcoming cam shows and the newest videos. */
export default async function HomePage({ params }: Props) {
  const locale = await pageLocale(params);
  await connection(); // reads the database: never at build time
  const viewerCountry = await pageViewerCountry();
  const { db } = runtime();
  const [online, newGirls, topCams, camShows, videos, jumbotron, extras] = await Promise.all([
    listModels(db, { first: ONLINE_TILES, offset: 0, order: 'rank', filter: { availability: 'cams' }, viewerCountry }),
    listModels(db, { first: NEW_GIRL_TILES, offset: 0, order: 'newest', filter: { category: NEWLY_REGISTERED_CATEGORY }, viewerCountry }),
    listTopCams(db, { view: 'top100', first: RECOMMENDATIONS_PER_SLIDER, viewerCountry }),
    listCamShows(db, { first: CAM_SHOW_TEASERS, offset: 0, viewerCountry }),
    listNewVideos(db, { first: VIDEO_TILES, offset: 0, viewerCountry }),
    JUMBOTRON_CONFIG.enabled ? findHomepageJumbotron(db, locale) : null,
    loadPageExtras(db, { routeName: '/', routeArgs: {} }, locale),
  ]);
  return (
    <HomeView
      online={online.items}
      newGirls={newGirls.items}
      topCams={topCams.items}
      camShows={camShows.items}
      videos={videos.items}
      jumbotron={jumbotron ? { data: jumbotron, config: JUMBOTRON_CONFIG } : null}
      teasers={extras.teasers}
      banners={extras.banners}
    />
  );
}
