import { ComingSoon, comingSoonMetadata } from '@/components/layout/coming-soon';

export const generateMetadata = comingSoonMetadata('/magazine/wetnwildgame');

export default function MagazineWetnwildgamePage({ params }: { params: Promise<{ locale: string }> }) {
  return <ComingSoon route="/magazine/wetnwildgame" params={params} />;
}
