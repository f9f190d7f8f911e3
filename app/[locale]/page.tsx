import { connection } from 'next/server';
import { pageLocale } from '@/components/layout/page-locale';
import { listModels } from '@/lib/server/catalog/list-models';
import { listNewVideos } from '@/lib/server/catalog/list-videos';
import { runtime } from '@/lib/server/runtime';
import { HomeView } from './_components/home-view';

const MODEL_TILES = 30;
const VIDEO_TILES = 12;

export default async function HomePage({ params }: { params: Promise<{ locale: string }> }) {
  await pageLocale(params);
  await connection(); // reads the database: never at build time
  const { db } = runtime();
  const [models, videos] = await Promise.all([
    // 'rank' puts online performers first (§9 actor orders).
    listModels(db, { first: MODEL_TILES, offset: 0, order: 'rank' }),
    listNewVideos(db, { first: VIDEO_TILES, offset: 0 }),
  ]);
  return <HomeView models={models.items} videos={videos.items} />;
}
