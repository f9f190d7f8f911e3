import { TvLivestreamPage, tvLivestreamMetadata } from './_components/tv-livestream-page';

type Props = { params: Promise<{ locale: string }> };

export const generateMetadata = ({ params }: Props) => tvLivestreamMetadata(params, 'livestream');

/** §2 the free TV livestream: fsk 16, for everybody. */
export default function TvLivestreamRoute({ params }: Props) {
  return <TvLivestreamPage params={params} channel="livestream" />;
}
