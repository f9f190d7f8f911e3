import { gameEventMetadata } from '@/components/games/game-event-metadata';
import { GameEventPage } from '@/components/games/game-event-page';
import { type GameEventPageProps, loadGameEvent } from '@/app/[locale]/magazine/_components/load-game-event';

export const generateMetadata = ({ params }: GameEventPageProps) => gameEventMetadata(params, 'wiesnShooting');

/** §2 Oktoberfest shooting (wiesnShooting): targets, gameCategory "shooting". */
export default async function OktoberfestShootingPage(props: GameEventPageProps) {
  return <GameEventPage {...await loadGameEvent('wiesnShooting', props)} />;
}
