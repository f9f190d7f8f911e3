import { ComingSoon, comingSoonMetadata } from '@/components/layout/coming-soon';

export const generateMetadata = comingSoonMetadata('/my-account/favorite-cams');

export default function MyAccountFavoriteCamsPage({ params }: { params: Promise<{ locale: string }> }) {
  return <ComingSoon route="/my-account/favorite-cams" params={params} />;
}
