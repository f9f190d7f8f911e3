import { ComingSoon, comingSoonMetadata } from '@/components/layout/coming-soon';

export const generateMetadata = comingSoonMetadata('/feed');

export default function FeedPage({ params }: { params: Promise<{ locale: string }> }) {
  return <ComingSoon route="/feed" params={params} />;
}
