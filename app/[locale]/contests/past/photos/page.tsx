import { PastContests, pastContestsMetadata } from '@/app/[locale]/contests/_components/past-contests';
import type { SearchParams } from '@/app/[locale]/contests/_components/page-now';

export const generateMetadata = pastContestsMetadata('photo');

export default function PastContestsPage(props: { params: Promise<{ locale: string }>; searchParams: SearchParams }) {
  return <PastContests {...props} view="photo" />;
}
