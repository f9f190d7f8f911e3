import { ComingSoon, comingSoonMetadata } from '@/components/layout/coming-soon';

export const generateMetadata = comingSoonMetadata('/free-clips');

export default function FreeClipsPage({ params }: { params: Promise<{ locale: string }> }) {
  return <ComingSoon route="/free-clips" params={params} />;
}
