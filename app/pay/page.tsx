import type { Metadata } from 'next';
import { type PaySearchParams, PayViewPage, payViewMetadata } from '@/app/pay/_components/pay-view-page';

type Props = { searchParams: PaySearchParams };

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  return payViewMetadata('', searchParams);
}

/** §2 the empty default view; the settings flows (settings, vxsettings) are shown here. */
export default function PayDefaultView({ searchParams }: Props) {
  return <PayViewPage view="" searchParams={searchParams} />;
}
