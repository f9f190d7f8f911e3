import { ComingSoon, comingSoonMetadata } from '@/components/layout/coming-soon';

export const generateMetadata = comingSoonMetadata('/cams');

export default function CamsPage({ params }: { params: Promise<{ locale: string }> }) {
  return <ComingSoon route="/cams" params={params} />;
}
