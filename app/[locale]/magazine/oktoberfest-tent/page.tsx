import { gameEventMetadata } from '@/components/games/game-event-metadata';
import { GameEventPage } from '@/components/games/game-event-page';
import { type GameEventPageProps, loadGameEvent } from '@/app/[locale]/magazine/_components/load-game-event';

export const generateMetadata = ({ params }: GameEventPageProps) => gameEventMetadata(params, 'wiesnBude');

/** §2 Oktoberfest tent (wiesnBude): one attempt a day at the reels, gameCategory "slot". */
export default async function OktoberfestTentPage(props: GameEventPageProps) {
  return <GameEventPage {...await loadGameEvent('wiesnBude', props)} />;
}
