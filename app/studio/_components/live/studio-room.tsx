'use client';

import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { studioChatRoomOptions, studioKickMutation } from '@/lib/queries/studio-live';
import type { StudioChat } from '@/lib/contracts/studio-chat';
import { useStudio, useStudioT } from '../studio-context';
import { formatDuration } from './live-state';

type Props = { selectedChatId: number | null; onSelect: (chat: StudioChat) => void };

/** Her running chats with guest, type, running time and her share so far; voyeurs are never shown. */
export function StudioRoom({ selectedChatId, onSelect }: Props) {
  const { locale } = useStudio();
  const t = useStudioT();
  const room = useQuery(studioChatRoomOptions(locale));
  const kick = useMutation(studioKickMutation(locale));
  const now = useClock();
  // Voyeurs watch without being seen: the server leaves them out, and so does the page.
  const chats = (room.data ?? []).filter((chat) => chat.type !== 'voyeur');

  return (
    <section aria-labelledby="studio-room-title" className="rounded-lg border border-line bg-surface p-3">
      <h2 id="studio-room-title" className="mb-2 font-semibold">
        {t('live.room.title')}
      </h2>
      {room.data && chats.length === 0 ? <p className="text-sm text-muted">{t('live.room.empty')}</p> : null}
      {room.isError ? <p className="text-sm text-sale">{t('live.room.failed')}</p> : null}
      <ul data-testid="studio-room" className="divide-y divide-line">
        {chats.map((chat) => {
          const since = Date.parse(chat.mediaStartedAt ?? chat.createdAt);
          const selected = chat.chatId === selectedChatId;
          // §7 anonymous voice call: no name, and nothing to reply to (a voice call carries no messages).
          const anonymous = chat.type === 'voice';
          const name = anonymous ? t('live.anonymous.caller') : chat.guestName;
          return (
            <li key={chat.chatId} data-testid={`studio-room-chat-${chat.chatId}`} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2 text-sm">
              {anonymous ? (
                <span className="min-w-0 basis-full truncate font-semibold sm:flex-1 sm:basis-0">{name}</span>
              ) : (
                <button
                  type="button"
                  aria-pressed={selected}
                  aria-label={t('live.room.select', { name })}
                  onClick={() => onSelect(chat)}
                  className={`min-w-0 basis-full truncate text-left font-semibold sm:flex-1 sm:basis-0 ${selected ? 'text-accent' : 'hover:text-accent'}`}
                >
                  {name}
                </button>
              )}
              <span className="text-muted">{t(`live.chatType.${chat.type}`)}</span>
              <span className="tabular-nums" aria-label={t('live.room.runningTime')}>
                {chat.status === 'open' ? formatDuration((now - since) / 1000) : t('live.room.connecting')}
              </span>
              <span className="font-semibold tabular-nums" aria-label={t('live.room.earned')}>
                {chat.earnedFormatted}
              </span>
              <button
                type="button"
                data-testid={`studio-kick-${chat.chatId}`}
                aria-label={t('live.room.kickLabel', { name })}
                disabled={kick.isPending && kick.variables === chat.chatId}
                onClick={() => kick.mutate(chat.chatId)}
                className="ml-auto rounded-full border border-line px-3 py-1 text-xs hover:border-sale hover:text-sale sm:ml-0"
              >
                {t('live.room.kick')}
              </button>
            </li>
          );
        })}
      </ul>
      {kick.isError ? (
        <p role="alert" className="mt-2 text-sm text-sale">
          {t('live.room.kickFailed')}
        </p>
      ) : null}
    </section>
  );
}

/** The running times tick once a second between the room's refreshes. */
function useClock(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}
