import { ComingSoon, comingSoonMetadata } from '@/components/layout/coming-soon';

export const generateMetadata = comingSoonMetadata('/daily-deals');

export default function DailyDealsPage({ params }: { params: Promise<{ locale: string }> }) {
  return <ComingSoon route="/daily-deals" params={params} />;
}
