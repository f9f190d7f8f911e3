import { getTranslations } from 'next-intl/server';
import { CamShowList } from '@/components/actor/cam-show-list';
import { ModelGrid } from '@/components/actor/model-grid';
import { TopCamList } from '@/components/actor/top-cam-list';
import { PageHeading } from '@/components/layout/page-heading';
import { SectionHeading } from '@/components/layout/section-heading';
import { VideoGrid } from '@/components/video/video-grid';
import { BannerStrip } from '@/components/home/banner-strip';
import { Jumbotron } from '@/components/home/jumbotron';
import { TeaserRow } from '@/components/home/teaser-row';
import type { Banner } from '@/lib/contracts/banners';
import type { Jumbotron as JumbotronData, JumbotronConfig } from '@/lib/contracts/jumbotron';
import type { Teaser } from '@/lib/contracts/teasers';
import type { ModelListItem } from '@/lib/contracts/actor';
import type { ChatTicket } from '@/lib/contracts/cam-show';
import type { TopCam } from '@/lib/contracts/top-cam';
import type { VideoTile } from '@/lib/contracts/video';

type HomeViewProps = {
  online: readonly ModelListItem[];
  newGirls: readonly ModelListItem[];
  topCams: readonly TopCam[];
  camShows: readonly ChatTicket[];
  videos: readonly VideoTile[];
  /** §7 misc video/jumbotron: null when none is active. */
  jumbotron: { data: JumbotronData; config: JumbotronConfig } | null;
  teasers: readonly Teaser[];
  banners: readonly Banner[];
};

/** The start page: the jumbotron, who is online, banners, new girls, teasers, top cams, upcoming cam shows and the newest videos. */
export async function HomeView({ online, newGirls, topCams, camShows, videos, jumbotron, teasers, banners }: HomeViewProps) {
  const t = await getTranslations('Home');
  return (
    <>
      <PageHeading title={t('title')} lead={t('intro')} />
      {jumbotron ? <Jumbotron jumbotron={jumbotron.data} config={jumbotron.config} /> : null}
      <section aria-labelledby="home-online" className="mt-6">
        <SectionHeading id="home-online" title={t('onlineHeading')} more={{ href: '/cams', label: t('onlineMore') }} />
        {online.length > 0 ? <ModelGrid models={online} /> : <p className="text-muted">{t('modelsEmpty')}</p>}
      </section>
      <BannerStrip banners={banners} />
      {newGirls.length > 0 ? (
        <section aria-labelledby="home-new-girls" className="below-first-view mt-12">
          <SectionHeading id="home-new-girls" title={t('newGirlsHeading')} more={{ href: '/new-girls', label: t('newGirlsMore') }} />
          <ModelGrid models={newGirls} eagerCount={0} />
        </section>
      ) : null}
      <TeaserRow teasers={teasers} />
      {topCams.length > 0 ? (
        <section aria-labelledby="home-top-cams" className="below-first-view mt-12">
          <SectionHeading id="home-top-cams" title={t('topCamsHeading')} more={{ href: '/top-cams', label: t('topCamsMore') }} />
          <TopCamList entries={topCams} view="top100" mode="slider" eagerCount={0} />
        </section>
      ) : null}
      {camShows.length > 0 ? (
        <section aria-labelledby="home-cam-shows" className="below-first-view mt-12">
          <SectionHeading id="home-cam-shows" title={t('camShowsHeading')} more={{ href: '/cam-shows', label: t('camShowsMore') }} />
          <CamShowList shows={camShows} />
        </section>
      ) : null}
      <section aria-labelledby="home-videos" className="below-first-view mt-12">
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
