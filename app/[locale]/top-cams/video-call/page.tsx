import type { SearchParams } from '@/lib/catalog/list-query';
import { TopCamsPage, topCamsMetadata } from '../_components/top-cams-page';

export const generateMetadata = topCamsMetadata('videoCall');

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<SearchParams> };

/** §2 top cams view: Top video call (video-call ranking). */
export default function TopCamsVideoCallPage(props: Props) {
  return <TopCamsPage view="videoCall" {...props} />;
}
