'use client';

import { useEffect, useState } from 'react';
import { useRoomT } from '@/components/chat/room-text';
import { ReactionFloat } from '@/components/chat/reaction-float';
import { ReactionIcon } from '@/components/chat/reaction-icon';
import { liveReactions, type LiveReaction } from '@/lib/chat/reactions';
import type { RealtimeSession } from '@/lib/realtime/session';

type Recent = { key: number; reaction: LiveReaction; guestName: string };
const RECENT = 6;

/**
 * Her room's live reactions: floating emoji, a count per reaction for this session of the page
 * and the latest few with the guest's name. Nothing is stored on the server.
 */
export function StudioRoomReactions({ realtime }: { realtime: RealtimeSession | null }) {
  const t = useRoomT();
  const [counts, setCounts] = useState<Record<LiveReaction, number>>({ heart: 0, fire: 0, clap: 0, wow: 0, laugh: 0 });
  const [recent, setRecent] = useState<Recent[]>([]);

  useEffect(() => {
    if (!realtime) return;
    let key = 0;
    return realtime.on('liveReaction', (event) => {
      if (event.chatId !== null) return;
      key += 1;
      const next = { key, reaction: event.reaction, guestName: event.guestName };
      setCounts((current) => ({ ...current, [event.reaction]: current[event.reaction] + 1 }));
      setRecent((list) => [next, ...list].slice(0, RECENT));
    });
  }, [realtime]);

  const label = (reaction: LiveReaction, name: string) => t('reactions.from', { name, reaction: t(`reactions.${reaction}`) });
  return (
    <section aria-labelledby="studio-reactions-title" className="relative overflow-hidden rounded-lg border border-line bg-surface p-3">
      <h2 id="studio-reactions-title" className="mb-2 font-semibold">
        {t('studio.reactionsTitle')}
      </h2>
      <ReactionFloat chatId={null} label={label} />
      <ul className="flex flex-wrap gap-3 text-sm" aria-label={t('studio.reactionCounts')}>
        {liveReactions.map((reaction) => (
          <li key={reaction} className="tabular-nums" data-testid={`studio-reaction-count-${reaction}`}>
            <ReactionIcon reaction={reaction} className="inline size-5 align-text-bottom" /> <span className="sr-only">{t(`reactions.${reaction}`)}: </span>
            {counts[reaction]}
          </li>
        ))}
      </ul>
      <ol data-testid="studio-reactions" className="mt-2 space-y-0.5 text-sm">
        {recent.length === 0 ? <li className="text-muted">{t('studio.noReactions')}</li> : null}
        {recent.map((item) => (
          <li key={item.key}>{label(item.reaction, item.guestName)}</li>
        ))}
      </ol>
    </section>
  );
}
