import { ComingSoon, comingSoonMetadata } from '@/components/layout/coming-soon';

export const generateMetadata = comingSoonMetadata('/amateur/[actorName]/about-me');

type Props = { params: Promise<{ locale: string; actorName: string }> };

export default function AmateurActorNameAboutMePage({ params }: Props) {
  return <ComingSoon route="/amateur/[actorName]/about-me" params={params} />;
}
