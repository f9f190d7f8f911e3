import { ComingSoon, comingSoonMetadata } from '@/components/layout/coming-soon';

export const generateMetadata = comingSoonMetadata('/amateur/[actorName]/videos/tag/[tagGroup]');

type Props = { params: Promise<{ locale: string; actorName: string; tagGroup: string }> };

export default function AmateurActorNameVideosTagTagGroupPage({ params }: Props) {
  return <ComingSoon route="/amateur/[actorName]/videos/tag/[tagGroup]" params={params} />;
}
