import { ComingSoon, comingSoonMetadata } from '@/components/layout/coming-soon';

export const generateMetadata = comingSoonMetadata('/tv/media/series');

export default function TvMediaSeriesPage({ params }: { params: Promise<{ locale: string }> }) {
  return <ComingSoon route="/tv/media/series" params={params} />;
}
