import { StudioEarnings } from '@/components/studio/studio-earnings';

/** /studio/earnings/ (issue 7 bullet 6). */
export default function StudioEarningsPage() {
  return <StudioEarnings />;
}
