import type { SearchParams } from '@/lib/catalog/list-query';
import { TopCamsPage, topCamsMetadata } from './_components/top-cams-page';

export const generateMetadata = topCamsMetadata('top100');

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<SearchParams> };

/** §2 top cams view: Top 100 cams (rank points). */
export default function TopCams100Page(props: Props) {
  return <TopCamsPage view="top100" {...props} />;
}
