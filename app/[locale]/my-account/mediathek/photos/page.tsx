import { ComingSoon, comingSoonMetadata } from '@/components/layout/coming-soon';

export const generateMetadata = comingSoonMetadata('/my-account/mediathek/photos');

export default function MyAccountMediathekPhotosPage({ params }: { params: Promise<{ locale: string }> }) {
  return <ComingSoon route="/my-account/mediathek/photos" params={params} />;
}
