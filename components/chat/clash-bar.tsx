'use client';

import type { Locale } from '@/i18n/routing';
import { useState } from 'react';
import { loggedInOrLogin } from '@/lib/guest/logged-in-or-login';
import { useLazyQuery } from '@/lib/queries/use-lazy-query';
import { settledGuestState, useGuest } from '@/stores/guest';
import { ClashScore } from './clash-score';
import { useRoomT } from './room-text';

/**
 * The clash-of-cams bar on her profile: nothing until she is in a clash. After hydration it asks
 * for her running clash with the guest's vote (lib/queries/clash.ts); the broadcast
 * clashOfCamsVoting events set it through the query registry. A visitor's Vote opens the login
 * and comes back to this page.
 */
export function ClashBar({ actorId, language }: { actorId: number; language: Locale }) {
  const t = useRoomT();
  const guest = useGuest();
  const [state, setState] = useState<'idle' | 'voting' | 'failed'>('idle');
  // The guest's own vote comes with the answer: asked again after a login or logout, and not
  // while a returning guest's login is being restored (the hydration render sees a visitor, then
  // 'pending'): asked once, with her token, instead of once as a visitor and again as the guest.
  const loggedIn = guest.status === 'guest';
  const current = useLazyQuery(
    guest.status === 'pending' ? null : () => settledGuestState().then(() => import('@/lib/queries/clash')).then((queries) => queries.currentClashOptions(language, actorId)),
    [actorId, language, loggedIn],
  );
  const clash = current.data?.clash ?? null;
  if (!clash) return null; // no bar (also when the ask failed): the page works without it

  const vote = async (choice: number) => {
    const loggedInGuest = await loggedInOrLogin({ type: 'redirect', params: { targetUrl: `${window.location.pathname}${window.location.search}` } });
    if (!loggedInGuest) return;
    setState('voting');
    try {
      const { voteInClash } = await import('@/lib/queries/clash');
      await voteInClash(language, clash.clashId, choice);
      setState('idle');
    } catch (error) {
      // 409 alreadyVoted (another tab): the vote stands; 409 ended: the end event follows.
      if ((error as { code?: string }).code === 'CONFLICT') setState('idle');
      else setState('failed');
    }
  };

  return (
    <section aria-label={t('clash.title')} data-testid="clash-bar" className="mt-3 rounded-tile bg-surface p-3 ring-1 ring-line">
      <ClashScore clash={clash} t={t} voted={current.data?.votedActorId ?? null} busy={state === 'voting'} onVote={clash.status === 'running' ? (id) => void vote(id) : null} />
      {state === 'failed' ? (
        <p role="alert" className="mt-2 text-sm text-sale">
          {t('clash.failed')}
        </p>
      ) : null}
    </section>
  );
}
