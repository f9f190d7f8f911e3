import { ComingSoon, comingSoonMetadata } from '@/components/layout/coming-soon';

export const generateMetadata = comingSoonMetadata('/magazine/easter');

export default function MagazineEasterPage({ params }: { params: Promise<{ locale: string }> }) {
  return <ComingSoon route="/magazine/easter" params={params} />;
}
