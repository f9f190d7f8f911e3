import { ComingSoon, comingSoonMetadata } from '@/components/layout/coming-soon';

export const generateMetadata = comingSoonMetadata('/videos');

export default function VideosPage({ params }: { params: Promise<{ locale: string }> }) {
  return <ComingSoon route="/videos" params={params} />;
}
