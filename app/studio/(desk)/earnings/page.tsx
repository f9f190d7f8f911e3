import { StudioEarnings } from '@/app/studio/_components/studio-earnings';

/** /studio/earnings/. */
export default function StudioEarningsPage() {
  return <StudioEarnings />;
}
