import { ComingSoon, comingSoonMetadata } from '@/components/layout/coming-soon';

export const generateMetadata = comingSoonMetadata('/contests/[id]');

export default function ContestsIdPage({ params }: { params: Promise<{ locale: string; id: string }> }) {
  return <ComingSoon route="/contests/[id]" params={params} />;
}
