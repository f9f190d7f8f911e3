import { TvLivestreamPage, tvLivestreamMetadata } from '../../livestream/_components/tv-livestream-page';

type Props = { params: Promise<{ locale: string }> };

export const generateMetadata = ({ params }: Props) => tvLivestreamMetadata(params, 'premium');

/** §2 the premium TV livestream: plays for TV subscribers and VIPs (§6); everybody else is offered the subscription. */
export default function TvPremiumLivestreamRoute({ params }: Props) {
  return <TvLivestreamPage params={params} channel="premium" />;
}
