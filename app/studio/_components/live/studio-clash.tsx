'use client';

import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { ClashScore } from '@/components/chat/clash-score';
import { useRoomT } from '@/components/chat/room-text';
import { buttonStyles } from '@/components/ui/button-styles';
import type { ClashView } from '@/lib/clash/clash-rules';
import { studioClashOpponentsOptions, studioCurrentClashOptions, studioStartClashMutation } from '@/lib/queries/studio-clash';
import type { RealtimeSession } from '@/lib/realtime/session';
import { useStudio } from '../studio-context';

/**
 * The studio's clash card: pick another online performer, start a 5-minute
 * vote, follow the running score (clashOfCamsVoting is broadcast to every page, hers included).
 * Her running clash is asked once on load (a reload mid-clash keeps it).
 */
export function StudioClash({ realtime }: { realtime: RealtimeSession | null }) {
  const { locale, actorId } = useStudio();
  const t = useRoomT();
  // What the events and her start said; before either, her running clash as loaded.
  const [latest, setClash] = useState<ClashView | null>(null);
  const [opponentId, setOpponentId] = useState<number | null>(null);
  const current = useQuery(studioCurrentClashOptions(locale));
  const opponents = useQuery(studioClashOpponentsOptions(locale));
  const start = useMutation(studioStartClashMutation(locale));

  useEffect(() => {
    if (!realtime) return;
    return realtime.on('clashOfCamsVoting', ({ clashId, status, endsAt, entries, winnerActorId }) => {
      if (entries.some((entry) => entry.actorId === actorId)) setClash({ clashId, status, endsAt, entries, winnerActorId });
    });
  }, [realtime, actorId]);

  const clash = latest ?? current.data ?? null;
  const running = clash?.status === 'running';
  const list = opponents.data ?? [];
  const chosen = opponentId ?? list[0]?.actorId ?? null;
  const refusal = (start.error as { code?: string } | null)?.code;
  return (
    <section aria-labelledby="studio-clash-title" data-testid="studio-clash" className="space-y-2 rounded-lg border border-line bg-surface p-3">
      <h2 id="studio-clash-title" className="font-semibold">
        {t('clash.title')}
      </h2>
      {clash ? <ClashScore clash={clash} t={t} /> : null}
      {running ? null : list.length === 0 ? (
        <p className="text-sm text-muted">{t('studio.clashNoOpponents')}</p>
      ) : (
        <form
          className="flex flex-wrap gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            if (chosen !== null) start.mutate(chosen, { onSuccess: setClash });
          }}
        >
          <label className="basis-full text-sm" htmlFor="studio-clash-opponent">
            {t('studio.clashPick')}
          </label>
          <select
            id="studio-clash-opponent"
            data-testid="studio-clash-opponent"
            value={chosen ?? ''}
            onChange={(event) => setOpponentId(Number(event.target.value))}
            className="min-h-10 min-w-0 flex-1 rounded-full border border-line bg-surface-2 px-3 text-sm"
          >
            {list.map((opponent) => (
              <option key={opponent.actorId} value={opponent.actorId}>
                {opponent.actorName}
              </option>
            ))}
          </select>
          <button type="submit" data-testid="studio-clash-start" className={buttonStyles.primary} disabled={start.isPending || chosen === null}>
            {t('studio.clashStart')}
          </button>
        </form>
      )}
      {start.isError ? (
        <p role="alert" className="text-sm text-sale">
          {refusal === 'CONFLICT' ? t('studio.clashBusy') : t('studio.clashFailed')}
        </p>
      ) : null}
    </section>
  );
}
