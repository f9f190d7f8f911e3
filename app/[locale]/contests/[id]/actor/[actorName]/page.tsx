import { type ContestRouteParams, ContestView, contestMetadata } from '@/app/[locale]/contests/_components/contest-view';
import type { SearchParams } from '@/app/[locale]/contests/_components/page-now';

export const generateMetadata = contestMetadata;

export default function ContestPage(props: { params: ContestRouteParams; searchParams: SearchParams }) {
  return <ContestView {...props} />;
}
