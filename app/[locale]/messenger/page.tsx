import { ComingSoon, comingSoonMetadata } from '@/components/layout/coming-soon';

export const generateMetadata = comingSoonMetadata('/messenger');

export default function MessengerPage({ params }: { params: Promise<{ locale: string }> }) {
  return <ComingSoon route="/messenger" params={params} />;
}
