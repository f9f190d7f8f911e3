import { ComingSoon, comingSoonMetadata } from '@/components/layout/coming-soon';

export const generateMetadata = comingSoonMetadata('/my-account/benefits');

export default function MyAccountBenefitsPage({ params }: { params: Promise<{ locale: string }> }) {
  return <ComingSoon route="/my-account/benefits" params={params} />;
}
