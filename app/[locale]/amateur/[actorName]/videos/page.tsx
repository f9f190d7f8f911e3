import { ComingSoon, comingSoonMetadata } from '@/components/layout/coming-soon';

export const generateMetadata = comingSoonMetadata('/amateur/[actorName]/videos');

type Props = { params: Promise<{ locale: string; actorName: string }> };

export default function AmateurActorNameVideosPage({ params }: Props) {
  return <ComingSoon route="/amateur/[actorName]/videos" params={params} />;
}
