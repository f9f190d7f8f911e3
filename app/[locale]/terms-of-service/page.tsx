import { ComingSoon, comingSoonMetadata } from '@/components/layout/coming-soon';

export const generateMetadata = comingSoonMetadata('/terms-of-service');

export default function TermsOfServicePage({ params }: { params: Promise<{ locale: string }> }) {
  return <ComingSoon route="/terms-of-service" params={params} />;
}
