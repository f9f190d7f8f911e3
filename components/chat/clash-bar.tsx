'use client';

import type { Locale } from '@/i18n/routing';
import { useEffect, useState } from 'react';
import { useRealtimeSession } from '@/components/realtime/realtime-session';
import type { ClashView } from '@/lib/clash/clash-rules';
import { useGuest } from '@/lib/guest/guest-state';
import { loggedInOrLogin } from '@/lib/guest/logged-in-or-login';
import { currentChatSession } from './chat-actions';
import { ClashScore } from './clash-score';
import { useRoomT } from './room-text';

/**
 * The clash-of-cams bar on her profile: nothing until she is in a clash. After
 * hydration it asks for her running clash (with the guest's vote), then follows the broadcast
 * clashOfCamsVoting events. A visitor's Vote opens the login and comes back to this page.
 */
export function ClashBar({ actorId, language }: { actorId: number; language: Locale }) {
  const t = useRoomT();
  const session = useRealtimeSession();
  const guest = useGuest();
  const [clash, setClash] = useState<ClashView | null>(null);
  // The guest's vote, with its clash: a new clash starts without one.
  const [voted, setVoted] = useState<{ clashId: number; actorId: number } | null>(null);
  const [state, setState] = useState<'idle' | 'voting' | 'failed'>('idle');

  const loggedIn = guest.status === 'guest';
  useEffect(() => {
    let live = true;
    const api = currentChatSession(language) ?? { language };
    void import('@/lib/clash/clash-api')
      .then(({ fetchCurrentClash }) => fetchCurrentClash(api, actorId))
      .then((answer) => {
        if (!live) return;
        if (!answer.clash) return;
        setClash(answer.clash);
        if (answer.votedActorId !== null) setVoted({ clashId: answer.clash.clashId, actorId: answer.votedActorId });
      })
      .catch(() => {}); // no bar: the page works without it
    return () => {
      live = false;
    };
  }, [actorId, language, loggedIn]);

  useEffect(() => {
    if (!session) return;
    return session.on('clashOfCamsVoting', (event) => {
      if (!event.entries.some((entry) => entry.actorId === actorId)) return;
      const { clashId, status, endsAt, entries, winnerActorId } = event;
      setClash({ clashId, status, endsAt, entries, winnerActorId });
    });
  }, [session, actorId]);

  if (!clash) return null;

  const vote = async (choice: number) => {
    const loggedInGuest = await loggedInOrLogin({ type: 'redirect', params: { targetUrl: `${window.location.pathname}${window.location.search}` } });
    if (!loggedInGuest) return;
    setState('voting');
    try {
      const { voteInClash } = await import('@/lib/clash/clash-api');
      const answer = await voteInClash({ language, accessToken: loggedInGuest.accessToken }, clash.clashId, choice);
      setClash((current) => (current && current.clashId === answer.clash.clashId && sum(current) > sum(answer.clash) ? current : answer.clash));
      setVoted({ clashId: answer.clash.clashId, actorId: answer.votedActorId });
      setState('idle');
    } catch (error) {
      // 409 alreadyVoted (another tab): the vote stands; 409 ended: the end event follows.
      if ((error as { code?: string }).code === 'CONFLICT') setState('idle');
      else setState('failed');
    }
  };

  return (
    <section aria-label={t('clash.title')} data-testid="clash-bar" className="mt-3 rounded-tile bg-surface p-3 ring-1 ring-line">
      <ClashScore clash={clash} t={t} voted={voted?.clashId === clash.clashId ? voted.actorId : null} busy={state === 'voting'} onVote={clash.status === 'running' ? (id) => void vote(id) : null} />
      {state === 'failed' ? (
        <p role="alert" className="mt-2 text-sm text-sale">
          {t('clash.failed')}
        </p>
      ) : null}
    </section>
  );
}

const sum = (clash: ClashView) => clash.entries.reduce((total, entry) => total + entry.votes, 0);
