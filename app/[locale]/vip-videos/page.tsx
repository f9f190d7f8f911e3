import { ComingSoon, comingSoonMetadata } from '@/components/layout/coming-soon';

export const generateMetadata = comingSoonMetadata('/vip-videos');

export default function VipVideosPage({ params }: { params: Promise<{ locale: string }> }) {
  return <ComingSoon route="/vip-videos" params={params} />;
}
