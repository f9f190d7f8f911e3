import { ComingSoon, comingSoonMetadata } from '@/components/layout/coming-soon';

export const generateMetadata = comingSoonMetadata('/tv/premium/livestream');

export default function TvPremiumLivestreamPage({ params }: { params: Promise<{ locale: string }> }) {
  return <ComingSoon route="/tv/premium/livestream" params={params} />;
}
