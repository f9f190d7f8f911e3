import type { SearchParams } from '@/lib/catalog/list-query';
import { TopCamsPage, topCamsMetadata } from '../_components/top-cams-page';

export const generateMetadata = topCamsMetadata('bestChats');

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<SearchParams> };

/** §2 top cams view: Best chats (90-day satisfaction, at least 10 ratings). */
export default function TopCamsBestChatsPage(props: Props) {
  return <TopCamsPage view="bestChats" {...props} />;
}
