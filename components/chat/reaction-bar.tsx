'use client';

import type { Locale } from '@/i18n/routing';
import { useState } from 'react';
import { liveReactions, type LiveReaction, REACTION_INTERVAL_MS } from '@/lib/chat/reactions';
import { ReactionIcon } from './reaction-icon';
import { chatGuestLoggedIn } from './chat-actions';
import type { RoomT } from './room-text';

/**
 * The reaction buttons of a running chat (not for voyeurs): one tap sends, then the row rests for
 * a second (the server's limit), so a tap is never refused for speed in normal use. The reaction
 * itself shows when the server's liveReaction comes back (every tab of the room sees the same).
 */
export function ReactionBar({ chatId, language, t }: { chatId: number; language: Locale; t: RoomT }) {
  const [resting, setResting] = useState(false);

  const react = async (reaction: LiveReaction) => {
    if (!chatGuestLoggedIn() || resting) return;
    setResting(true);
    setTimeout(() => setResting(false), REACTION_INTERVAL_MS);
    const { sendReaction } = await import('@/lib/queries/chat');
    await sendReaction(language, chatId, reaction);
  };

  return (
    <div role="group" aria-label={t('reactions.label')} className="flex flex-wrap gap-1.5" data-testid="reaction-bar">
      {liveReactions.map((reaction) => (
        <button
          key={reaction}
          type="button"
          data-testid={`reaction-${reaction}`}
          aria-label={t('reactions.send', { reaction: t(`reactions.${reaction}`) })}
          disabled={resting}
          onClick={() => void react(reaction)}
          className="inline-flex size-11 items-center justify-center rounded-full bg-surface-2 text-xl ring-1 ring-line hover:ring-accent disabled:opacity-50"
        >
          <ReactionIcon reaction={reaction} />
        </button>
      ))}
    </div>
  );
}
