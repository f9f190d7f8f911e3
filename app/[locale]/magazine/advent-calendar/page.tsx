import { ComingSoon, comingSoonMetadata } from '@/components/layout/coming-soon';

export const generateMetadata = comingSoonMetadata('/magazine/advent-calendar');

export default function MagazineAdventCalendarPage({ params }: { params: Promise<{ locale: string }> }) {
  return <ComingSoon route="/magazine/advent-calendar" params={params} />;
}
