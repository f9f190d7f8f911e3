'use client';

import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { openBox } from '@/components/boxes/open-box';
import { openAgeCheck } from '@/components/album/open-age-check';
import { buttonStyles } from '@/components/ui/button-styles';
import { ApiError } from '@/lib/api/api-error';
import { MAX_VOTES_PER_CONTEST } from '@/lib/contracts/contests';
import { overlayController } from '@/lib/overlay/overlay-loader';
import { contestGridOptions, contestGuestDataOptions, deleteVoteForMedium, hideVoteLimitBox, voteForMedium } from '@/lib/queries/contests';
import { isLoggedIn, useGuest } from '@/stores/guest';
import { ContestMediumCard } from './contest-medium-card';
import { type ContestMediaIslandProps, withVotes } from './contest-text';

const PAGE_SIZE = 24;

/**
 * §3 voting: the grid of a sub-view with a vote button per medium. A visitor is asked to log in;
 * needAvs opens the AVS box (§4); the fifth vote (or a refused sixth) opens the vote-limit box
 * unless the guest hid it, any other vote the contest-like box.
 */
export function ContestMediaGrid({ language, contestId, sub, open, qmday, initialPage, hrefs, text: wire }: ContestMediaIslandProps) {
  const text = withVotes(wire);
  const guest = useGuest();
  const loggedIn = isLoggedIn(guest);
  const [offset, setOffset] = useState(0);
  const [busy, setBusy] = useState<number | null>(null);
  const [failed, setFailed] = useState(false);
  const guestData = useQuery({ ...contestGuestDataOptions(language, contestId, qmday), enabled: loggedIn });
  const grid = useQuery({
    ...contestGridOptions(language, contestId, sub, PAGE_SIZE, offset, qmday),
    initialData: offset === 0 && initialPage && sub !== 'voted' && sub !== 'notvoted' ? initialPage : undefined,
    enabled: sub !== 'voted' || loggedIn,
  });
  const voted = new Set(guestData.data?.votedMediaIds ?? []);
  const used = guestData.data?.voteCount ?? 0;

  const showLimit = () => {
    if (guestData.data?.hideVoteLimitModal) return;
    openBox('contestVoteLimit', { text: { title: text.limitTitle, text: text.limitText, hide: text.limitHide, close: text.close }, onHide: () => void hideVoteLimitBox(language, contestId, qmday) });
  };

  const toggle = async (mediaId: number) => {
    if (!loggedIn) return void overlayController().then((c) => c.openAuth({ force: true }));
    setBusy(mediaId);
    setFailed(false);
    try {
      if (voted.has(mediaId)) return void (await deleteVoteForMedium(language, { contestId, mediaId, qmday }));
      const result = await voteForMedium(language, { contestId, mediaId, qmday });
      if (result.needAvs) return openAgeCheck();
      const left = Math.max(0, result.guestData.maxVotes - result.guestData.voteCount);
      if (left === 0 && !result.guestData.hideVoteLimitModal) showLimit();
      else openBox('contestLike', { title: text.likeTitle, text: text.likeText[left] ?? '', close: text.close });
    } catch (error) {
      if (error instanceof ApiError && error.code === 'VOTE_LIMIT_REACHED') showLimit();
      else setFailed(true);
    } finally {
      setBusy(null);
    }
  };

  const page = grid.data;
  return (
    <div>
      {loggedIn ? (
        <p className="mb-4 text-sm font-semibold" aria-live="polite" data-testid="contest-votes-used">
          {text.votesUsed.replace('{used}', String(used)).replace('{max}', String(MAX_VOTES_PER_CONTEST))}
        </p>
      ) : null}
      {failed ? <p role="alert" className="mb-4 text-sm text-danger">{text.voteFailed}</p> : null}
      {!page ? <p className="text-muted">{text.loading}</p> : null}
      {page && page.items.length === 0 ? <p className="text-muted">{text.empty}</p> : null}
      <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
        {page?.items.map((item) => (
          <li key={item.mediaId}>
            <ContestMediumCard item={item} href={hrefs[item.kind].replace('__actor__', item.actor.slug).replace('__id__', String(item.videoId ?? item.albumId))} votesLabel={text.votes(item.mediaVotes)}>
              {open ? (
                <button
                  type="button"
                  className={voted.has(item.mediaId) ? buttonStyles.secondary : buttonStyles.primary}
                  disabled={busy !== null}
                  aria-pressed={loggedIn ? voted.has(item.mediaId) : undefined}
                  aria-label={`${loggedIn ? (voted.has(item.mediaId) ? text.unvote : text.vote) : text.loginToVote}: ${item.title}`}
                  onClick={() => void toggle(item.mediaId)}
                >
                  {loggedIn ? (voted.has(item.mediaId) ? text.unvote : text.vote) : text.loginToVote}
                </button>
              ) : null}
            </ContestMediumCard>
          </li>
        ))}
      </ul>
      {page && page.elementsCount > PAGE_SIZE ? (
        <div className="mt-6 flex justify-center gap-2">
          <button type="button" className={buttonStyles.secondary} disabled={offset === 0} onClick={() => setOffset(Math.max(0, offset - PAGE_SIZE))}>
            {text.previous}
          </button>
          <button type="button" className={buttonStyles.secondary} disabled={offset + PAGE_SIZE >= page.elementsCount} onClick={() => setOffset(offset + PAGE_SIZE)}>
            {text.next}
          </button>
        </div>
      ) : null}
    </div>
  );
}
