import { ComingSoon, comingSoonMetadata } from '@/components/layout/coming-soon';

export const generateMetadata = comingSoonMetadata('/amateur/[actorName]/top-cams');

type Props = { params: Promise<{ locale: string; actorName: string }> };

export default function AmateurActorNameTopCamsPage({ params }: Props) {
  return <ComingSoon route="/amateur/[actorName]/top-cams" params={params} />;
}
