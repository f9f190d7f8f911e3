import { ComingSoon, comingSoonMetadata } from '@/components/layout/coming-soon';

export const generateMetadata = comingSoonMetadata('/all-videos');

export default function AllVideosPage({ params }: { params: Promise<{ locale: string }> }) {
  return <ComingSoon route="/all-videos" params={params} />;
}
