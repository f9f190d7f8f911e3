import { gameEventMetadata } from '@/components/games/game-event-metadata';
import { GameEventPage } from '@/components/games/game-event-page';
import { type GameEventPageProps, loadGameEvent } from '@/app/[locale]/magazine/_components/load-game-event';

export const generateMetadata = ({ params }: GameEventPageProps) => gameEventMetadata(params, 'kickIt');

/** §2 kick it 2025 (kickIt): balls to catch, gameCategory "catch". */
export default async function KickItPage(props: GameEventPageProps) {
  return <GameEventPage {...await loadGameEvent('kickIt', props)} />;
}
