import { connection } from 'next/server';
import { pageLocale } from '@/components/layout/page-locale';
import { VideoAreaPage, type VideoAreaProps, videoAreaMetadata } from '@/components/video/video-area-page';
import { loadVideoArea } from '../_components/load-video-area';

export const generateMetadata = (props: VideoAreaProps) => videoAreaMetadata('/all-videos', props);

export default async function AllVideosPage({ params, searchParams }: VideoAreaProps) {
  const locale = await pageLocale(params);
  const query = await searchParams;
  await connection(); // reads the database: never at build time
  return <VideoAreaPage area="/all-videos" locale={locale} data={await loadVideoArea('/all-videos', locale, query)} />;
}
