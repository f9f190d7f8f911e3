import { ComingSoon, comingSoonMetadata } from '@/components/layout/coming-soon';

export const generateMetadata = comingSoonMetadata('/data-protection');

export default function DataProtectionPage({ params }: { params: Promise<{ locale: string }> }) {
  return <ComingSoon route="/data-protection" params={params} />;
}
