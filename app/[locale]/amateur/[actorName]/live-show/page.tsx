import { ComingSoon, comingSoonMetadata } from '@/components/layout/coming-soon';

export const generateMetadata = comingSoonMetadata('/amateur/[actorName]/live-show');

type Props = { params: Promise<{ locale: string; actorName: string }> };

export default function AmateurActorNameLiveShowPage({ params }: Props) {
  return <ComingSoon route="/amateur/[actorName]/live-show" params={params} />;
}
