import type { Metadata } from 'next';
import { type PaySearchParams, PayViewPage, payView, payViewMetadata } from '@/app/pay/_components/pay-view-page';

type Props = { params: Promise<{ view: string }>; searchParams: PaySearchParams };

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  return payViewMetadata(payView((await params).view), searchParams);
}

/** §2 hosted views: /pay/payment/, /pay/abo/, /pay/vxabo/, /pay/login/, /pay/signup/, /pay/avs/, … */
export default async function PayView({ params, searchParams }: Props) {
  return <PayViewPage view={payView((await params).view)} searchParams={searchParams} />;
}
