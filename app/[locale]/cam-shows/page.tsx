import { ComingSoon, comingSoonMetadata } from '@/components/layout/coming-soon';

export const generateMetadata = comingSoonMetadata('/cam-shows');

export default function CamShowsPage({ params }: { params: Promise<{ locale: string }> }) {
  return <ComingSoon route="/cam-shows" params={params} />;
}
