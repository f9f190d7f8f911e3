import { connection } from 'next/server';
import { pageLocale } from '@/components/layout/page-locale';
import { VideoAreaPage, type VideoAreaProps, videoAreaMetadata } from '@/components/video/video-area-page';
import { loadVideoArea } from '../_components/load-video-area';

export const generateMetadata = (props: VideoAreaProps) => videoAreaMetadata('/vip-videos', props);

export default async function VipVideosPage({ params, searchParams }: VideoAreaProps) {
  const locale = await pageLocale(params);
  const query = await searchParams;
  await connection(); // reads the database: never at build time
  return <VideoAreaPage area="/vip-videos" locale={locale} data={await loadVideoArea('/vip-videos', locale, query)} />;
}
