import { ComingSoon, comingSoonMetadata } from '@/components/layout/coming-soon';

export const generateMetadata = comingSoonMetadata('/my-account/mediathek');

export default function MyAccountMediathekPage({ params }: { params: Promise<{ locale: string }> }) {
  return <ComingSoon route="/my-account/mediathek" params={params} />;
}
