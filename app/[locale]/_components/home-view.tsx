import { getTranslations } from 'next-intl/server';
import { ModelGrid } from '@/components/actor/model-grid';
import { PageHeading } from '@/components/layout/page-heading';
import { SectionHeading } from '@/components/layout/section-heading';
import { VideoGrid } from '@/components/video/video-grid';
import type { ModelListItem } from '@/lib/contracts/actor';
import type { VideoTile } from '@/lib/contracts/video';

type HomeViewProps = { models: readonly ModelListItem[]; videos: readonly VideoTile[] };

/** The start page: performers (online first) and the newest videos. */
export async function HomeView({ models, videos }: HomeViewProps) {
  const t = await getTranslations('Home');
  return (
    <>
      <PageHeading title={t('title')} lead={t('intro')} />
      <section aria-labelledby="home-online" className="mt-6">
        <SectionHeading id="home-online" title={t('onlineHeading')} more={{ href: '/cams', label: t('onlineMore') }} />
        {models.length > 0 ? <ModelGrid models={models} /> : <p className="text-muted">{t('modelsEmpty')}</p>}
      </section>
      <section aria-labelledby="home-videos" className="mt-12">
        <SectionHeading
          id="home-videos"
          title={t('newVideosHeading')}
          more={{ href: '/new-videos', label: t('newVideosMore') }}
        />
        {videos.length > 0 ? <VideoGrid videos={videos} /> : <p className="text-muted">{t('videosEmpty')}</p>}
      </section>
    </>
  );
}
