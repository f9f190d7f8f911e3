import { ComingSoon, comingSoonMetadata } from '@/components/layout/coming-soon';

export const generateMetadata = comingSoonMetadata('/my-account');

export default function MyAccountPage({ params }: { params: Promise<{ locale: string }> }) {
  return <ComingSoon route="/my-account" params={params} />;
}
