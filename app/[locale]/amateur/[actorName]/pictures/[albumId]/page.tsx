import { ComingSoon, comingSoonMetadata } from '@/components/layout/coming-soon';

export const generateMetadata = comingSoonMetadata('/amateur/[actorName]/pictures/[albumId]');

type Props = { params: Promise<{ locale: string; actorName: string; albumId: string }> };

export default function AmateurActorNamePicturesAlbumIdPage({ params }: Props) {
  return <ComingSoon route="/amateur/[actorName]/pictures/[albumId]" params={params} />;
}
