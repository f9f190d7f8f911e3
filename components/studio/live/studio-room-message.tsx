'use client';

import { type FormEvent, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useRoomT } from '@/components/chat/room-text';
import { buttonStyles } from '@/components/ui/button-styles';
import { restRequest } from '@/lib/api/rest';
import { CHAT_TEXT_MAX } from '@/lib/contracts/chat';
import { studioRoomMessageResponseSchema } from '@/lib/contracts/studio-chat';
import { useStudio } from '../studio-context';

/**
 * "Message to the room": her text reaches every guest of her group room (free and live chats;
 * voyeurs read it unseen). It comes back as her chatMessage event, like a reply. 409 emptyRoom:
 * nobody is there to read it.
 */
export function StudioRoomMessage() {
  const { session } = useStudio();
  const t = useRoomT();
  const [text, setText] = useState('');
  const send = useMutation({
    mutationFn: (value: string) => restRequest('studio/chat/room/message', { ...session(), method: 'POST', body: { text: value.trim() }, schema: studioRoomMessageResponseSchema }),
    onSuccess: () => setText(''),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    if (text.trim() !== '') send.mutate(text);
  }

  const empty = (send.error as { code?: string } | null)?.code === 'CONFLICT';
  return (
    <form onSubmit={submit} className="flex flex-wrap gap-2 border-t border-line pt-2">
      <label className="basis-full text-sm font-medium" htmlFor="studio-room-text">
        {t('studio.roomLabel')}
      </label>
      <input
        id="studio-room-text"
        data-testid="studio-room-text-input"
        value={text}
        maxLength={CHAT_TEXT_MAX}
        onChange={(event) => setText(event.target.value)}
        placeholder={t('studio.roomPlaceholder')}
        className="min-h-10 min-w-0 flex-1 rounded-full border border-line bg-surface-2 px-3 text-sm"
      />
      <button type="submit" data-testid="studio-room-text-send" className={buttonStyles.primary} disabled={send.isPending || text.trim() === ''}>
        {t('studio.roomSend')}
      </button>
      {send.isError ? (
        <p role="alert" className="basis-full text-sm text-sale">
          {empty ? t('studio.roomEmpty') : t('studio.roomFailed')}
        </p>
      ) : null}
    </form>
  );
}
