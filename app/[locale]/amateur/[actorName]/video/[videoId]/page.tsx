import { ComingSoon, comingSoonMetadata } from '@/components/layout/coming-soon';

export const generateMetadata = comingSoonMetadata('/amateur/[actorName]/video/[videoId]');

type Props = { params: Promise<{ locale: string; actorName: string; videoId: string }> };

export default function AmateurActorNameVideoVideoIdPage({ params }: Props) {
  return <ComingSoon route="/amateur/[actorName]/video/[videoId]" params={params} />;
}
