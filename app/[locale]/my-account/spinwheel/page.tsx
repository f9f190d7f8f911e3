import { ComingSoon, comingSoonMetadata } from '@/components/layout/coming-soon';

export const generateMetadata = comingSoonMetadata('/my-account/spinwheel');

export default function MyAccountSpinwheelPage({ params }: { params: Promise<{ locale: string }> }) {
  return <ComingSoon route="/my-account/spinwheel" params={params} />;
}
