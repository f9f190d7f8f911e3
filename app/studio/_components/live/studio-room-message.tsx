'use client';

import { useRoomT } from '@/components/chat/room-text';
import { studioRoomTextMutation } from '@/lib/queries/studio-live';
import { useStudio } from '../studio-context';
import { StudioTextForm } from './studio-text-form';

/**
 * "Message to the room": her text reaches every guest of her group room (free and live chats;
 * voyeurs read it unseen). It comes back as her chatMessage event, like a reply. 409 emptyRoom:
 * nobody is there to read it.
 */
export function StudioRoomMessage() {
  const { locale } = useStudio();
  const t = useRoomT();
  return (
    <StudioTextForm
      id="studio-room-text"
      testId="studio-room-text"
      label={t('studio.roomLabel')}
      labelVisible
      placeholder={t('studio.roomPlaceholder')}
      sendLabel={t('studio.roomSend')}
      mutation={studioRoomTextMutation(locale)}
      failure={(error) => ((error as { code?: string } | null)?.code === 'CONFLICT' ? t('studio.roomEmpty') : t('studio.roomFailed'))}
      className="border-t border-line pt-2"
    />
  );
}
