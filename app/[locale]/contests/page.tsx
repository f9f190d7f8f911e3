import { ComingSoon, comingSoonMetadata } from '@/components/layout/coming-soon';

export const generateMetadata = comingSoonMetadata('/contests');

export default function ContestsPage({ params }: { params: Promise<{ locale: string }> }) {
  return <ComingSoon route="/contests" params={params} />;
}
