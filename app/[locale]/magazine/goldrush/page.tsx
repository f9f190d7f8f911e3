import { ComingSoon, comingSoonMetadata } from '@/components/layout/coming-soon';

export const generateMetadata = comingSoonMetadata('/magazine/goldrush');

export default function MagazineGoldrushPage({ params }: { params: Promise<{ locale: string }> }) {
  return <ComingSoon route="/magazine/goldrush" params={params} />;
}
