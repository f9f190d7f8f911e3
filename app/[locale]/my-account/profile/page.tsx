import { ComingSoon, comingSoonMetadata } from '@/components/layout/coming-soon';

export const generateMetadata = comingSoonMetadata('/my-account/profile');

export default function MyAccountProfilePage({ params }: { params: Promise<{ locale: string }> }) {
  return <ComingSoon route="/my-account/profile" params={params} />;
}
