'use client';

import { TickingText } from '@/components/live/ticking-text';
import { buttonStyles } from '@/components/ui/button-styles';
import { type ClashView, secondsLeft } from '@/lib/clash/clash-rules';
import { formatDuration } from '@/lib/format/duration';
import type { RoomT } from './room-text';

type Props = { clash: ClashView; t: RoomT; voted?: number | null; busy?: boolean; onVote?: ((actorId: number) => void) | null };

/**
 * The score of a clash, shared by the profile bar and the studio card: both names with their
 * votes and a proportional bar, the countdown (server's endsAt, ticking locally), the result once
 * ended, and the Vote buttons when `onVote` is given (hidden after the guest's vote).
 */
export function ClashScore({ clash, t, voted = null, busy = false, onVote = null }: Props) {
  const [a, b] = clash.entries;
  if (!a || !b) return null;
  const total = a.votes + b.votes;
  const share = total === 0 ? 50 : Math.round((a.votes / total) * 100);
  const winner = clash.entries.find((entry) => entry.actorId === clash.winnerActorId);
  const votedFor = clash.entries.find((entry) => entry.actorId === voted);

  return (
    <div className="space-y-2 text-sm" data-testid="clash-score" data-status={clash.status}>
      <div className="flex items-center justify-between gap-2">
        <h3 className="font-semibold">{t('clash.title')}</h3>
        {clash.status === 'running' ? (
          // The countdown ticks in its own text node (TickingText), not by re-rendering the score.
          <TickingText className="tabular-nums text-muted" data-testid="clash-countdown" text={(now) => t('clash.endsIn', { time: formatDuration(secondsLeft(clash.endsAt, now)) })} />
        ) : (
          <span className="tabular-nums text-muted" data-testid="clash-countdown">
            {winner ? t('clash.winner', { name: winner.actorName }) : t('clash.tie')}
          </span>
        )}
      </div>
      <div className="flex items-center justify-between gap-2 font-medium">
        {[a, b].map((entry) => (
          <span key={entry.actorId} data-testid={`clash-votes-${entry.actorId}`} className="tabular-nums">
            {entry.actorName}: {t('clash.votes', { count: entry.votes })}
          </span>
        ))}
      </div>
      <div className="flex h-2 overflow-hidden rounded-full bg-surface-2" aria-hidden="true">
        <span className="bg-accent" style={{ width: `${share}%` }} />
        <span className="flex-1 bg-sale" />
      </div>
      {onVote && !votedFor ? (
        <div className="flex flex-wrap gap-2">
          {[a, b].map((entry) => (
            <button key={entry.actorId} type="button" data-testid={`clash-vote-${entry.actorId}`} disabled={busy} onClick={() => onVote(entry.actorId)} className={`${buttonStyles.secondary} min-h-11 flex-1`}>
              {t('clash.vote', { name: entry.actorName })}
            </button>
          ))}
        </div>
      ) : null}
      {votedFor ? <p className="text-muted">{t('clash.voted', { name: votedFor.actorName })}</p> : null}
    </div>
  );
}
