import { ComingSoon, comingSoonMetadata } from '@/components/layout/coming-soon';

export const generateMetadata = comingSoonMetadata('/search/videos/[searchPattern]');

type Props = { params: Promise<{ locale: string; searchPattern: string }> };

export default function SearchVideosSearchPatternPage({ params }: Props) {
  return <ComingSoon route="/search/videos/[searchPattern]" params={params} />;
}
