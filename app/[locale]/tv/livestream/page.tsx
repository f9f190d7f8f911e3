import { ComingSoon, comingSoonMetadata } from '@/components/layout/coming-soon';

export const generateMetadata = comingSoonMetadata('/tv/livestream');

export default function TvLivestreamPage({ params }: { params: Promise<{ locale: string }> }) {
  return <ComingSoon route="/tv/livestream" params={params} />;
}
