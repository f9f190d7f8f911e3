import { RoomTextProvider } from '@/components/chat/room-text';
import { roomText } from '@/components/chat/room-text-server';
import { StudioLive } from '@/app/studio/_components/live/studio-live';
import { studioPageLocale } from '@/lib/server/studio/studio-page';

/** /studio/live/: the performer's live page, with the room's strings (reactions, clash). */
export default async function StudioLivePage() {
  return (
    <RoomTextProvider text={await roomText(await studioPageLocale())}>
      <StudioLive />
    </RoomTextProvider>
  );
}
