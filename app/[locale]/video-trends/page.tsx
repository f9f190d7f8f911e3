import { ComingSoon, comingSoonMetadata } from '@/components/layout/coming-soon';

export const generateMetadata = comingSoonMetadata('/video-trends');

export default function VideoTrendsPage({ params }: { params: Promise<{ locale: string }> }) {
  return <ComingSoon route="/video-trends" params={params} />;
}
