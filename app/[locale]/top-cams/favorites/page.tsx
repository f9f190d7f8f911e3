import type { SearchParams } from '@/lib/catalog/list-query';
import { TopCamsPage, topCamsMetadata } from '../_components/top-cams-page';

export const generateMetadata = topCamsMetadata('favorites');

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<SearchParams> };

/** §2 top cams view: Most favourited cams (pinned count). */
export default function TopCamsFavoritesPage(props: Props) {
  return <TopCamsPage view="favorites" {...props} />;
}
