import { gameEventMetadata } from '@/components/games/game-event-metadata';
import { GameEventPage } from '@/components/games/game-event-page';
import { type GameEventPageProps, loadGameEvent } from '@/app/[locale]/magazine/_components/load-game-event';

export const generateMetadata = ({ params }: GameEventPageProps) => gameEventMetadata(params, 'wetAndWild');

/** §2 wet and wild: the summer wheel, gameCategory "wheel". */
export default async function WetNWildGamePage(props: GameEventPageProps) {
  return <GameEventPage {...await loadGameEvent('wetAndWild', props)} />;
}
