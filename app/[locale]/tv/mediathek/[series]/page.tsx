import { ComingSoon, comingSoonMetadata } from '@/components/layout/coming-soon';

export const generateMetadata = comingSoonMetadata('/tv/mediathek/[series]');

type Props = { params: Promise<{ locale: string; series: string }> };

export default function TvMediathekSeriesPage({ params }: Props) {
  return <ComingSoon route="/tv/mediathek/[series]" params={params} />;
}
