import { ComingSoon, comingSoonMetadata } from '@/components/layout/coming-soon';

export const generateMetadata = comingSoonMetadata('/tv/mediathek/[series]/videos');

type Props = { params: Promise<{ locale: string; series: string }> };

export default function TvMediathekSeriesVideosPage({ params }: Props) {
  return <ComingSoon route="/tv/mediathek/[series]/videos" params={params} />;
}
