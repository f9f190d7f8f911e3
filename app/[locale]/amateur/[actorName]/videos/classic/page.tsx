import { ComingSoon, comingSoonMetadata } from '@/components/layout/coming-soon';

export const generateMetadata = comingSoonMetadata('/amateur/[actorName]/videos/classic');

type Props = { params: Promise<{ locale: string; actorName: string }> };

export default function AmateurActorNameVideosClassicPage({ params }: Props) {
  return <ComingSoon route="/amateur/[actorName]/videos/classic" params={params} />;
}
