import { ComingSoon, comingSoonMetadata } from '@/components/layout/coming-soon';

export const generateMetadata = comingSoonMetadata('/vipclub');

export default function VipclubPage({ params }: { params: Promise<{ locale: string }> }) {
  return <ComingSoon route="/vipclub" params={params} />;
}
