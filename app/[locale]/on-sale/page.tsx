import { ComingSoon, comingSoonMetadata } from '@/components/layout/coming-soon';

export const generateMetadata = comingSoonMetadata('/on-sale');

export default function OnSalePage({ params }: { params: Promise<{ locale: string }> }) {
  return <ComingSoon route="/on-sale" params={params} />;
}
