import { ComingSoon, comingSoonMetadata } from '@/components/layout/coming-soon';

export const generateMetadata = comingSoonMetadata('/stars');

export default function StarsPage({ params }: { params: Promise<{ locale: string }> }) {
  return <ComingSoon route="/stars" params={params} />;
}
