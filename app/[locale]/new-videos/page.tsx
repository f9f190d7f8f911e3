import { ComingSoon, comingSoonMetadata } from '@/components/layout/coming-soon';

export const generateMetadata = comingSoonMetadata('/new-videos');

export default function NewVideosPage({ params }: { params: Promise<{ locale: string }> }) {
  return <ComingSoon route="/new-videos" params={params} />;
}
