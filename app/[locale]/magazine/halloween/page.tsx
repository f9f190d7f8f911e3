import { gameEventMetadata } from '@/components/games/game-event-metadata';
import { GameEventPage } from '@/components/games/game-event-page';
import { type GameEventPageProps, loadGameEvent } from '@/app/[locale]/magazine/_components/load-game-event';

export const generateMetadata = ({ params }: GameEventPageProps) => gameEventMetadata(params, 'halloween');

/** §2 halloween: the spooky wheel, gameCategory "wheel". */
export default async function HalloweenPage(props: GameEventPageProps) {
  return <GameEventPage {...await loadGameEvent('halloween', props)} />;
}
