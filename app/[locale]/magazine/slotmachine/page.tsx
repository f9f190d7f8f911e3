import { gameEventMetadata } from '@/components/games/game-event-metadata';
import { GameEventPage } from '@/components/games/game-event-page';
import { type GameEventPageProps, loadGameEvent } from '@/app/[locale]/magazine/_components/load-game-event';

export const generateMetadata = ({ params }: GameEventPageProps) => gameEventMetadata(params, 'slotMachine');

/** §2 slot machine: three reels, gameCategory "slot". */
export default async function SlotMachinePage(props: GameEventPageProps) {
  return <GameEventPage {...await loadGameEvent('slotMachine', props)} />;
}
