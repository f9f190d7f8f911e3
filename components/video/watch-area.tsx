'use client';

import { lazy, type ReactNode, Suspense, useCallback, useState } from 'react';
import type { BuyText } from '@/components/purchase/buy-text';
import type { Locale } from '@/i18n/routing';
import { fill } from '@/lib/format/fill';
import { getGuestState, isLoggedIn, useGuest } from '@/stores/guest';
import type { Image } from '@/lib/media/image-urls';
import type { StreamGate } from '@/lib/queries/video-stream';
import { useLazyQuery } from '@/lib/queries/use-lazy-query';
import { whenNoFlow } from '@/stores/overlay';
import { openAgeCheck } from '@/components/album/open-age-check';
import { useHasAvs } from '@/stores/guest-session';
import type { PlayerText } from './player/player-text';

const VideoPlayer = lazy(() => import('./player/video-player').then((module) => ({ default: module.VideoPlayer })));
// Server-rendered with the page; its code arrives right after hydration (not first-load JavaScript).
const BuyButton = lazy(() => import('@/components/purchase/buy-button').then((module) => ({ default: module.BuyButton })));

/** The watch area's strings, translated on the server (messages `Player`), placeholders left in. */
export type WatchText = {
  /** "Play “{title}”" */
  play: string;
  loading: string;
  locked: string;
  ageTitle: string;
  ageBody: string;
  ageVerify: string;
  ageLogin: string;
  failed: string;
  retry: string;
};

type WatchAreaProps = {
  locale: Locale;
  video: { id: number; title: string; free: boolean; ageRating: number; poster: string; thumbnails: readonly Image[] };
  buy: { priceFormatted: string; text: BuyText };
  text: WatchText;
  playerText: PlayerText;
  /** The large preview image, rendered on the server (the page's LCP element). */
  children: ReactNode;
};

type Grant = Extract<StreamGate, { kind: 'open' }>['grant'];
/** What the viewer may do: watch, buy first, verify the age first, nothing here (§6 country ban); 'asking' until the server said. */
type Gate = 'asking' | 'open' | 'locked' | 'age' | 'banned';
type Stage = { kind: 'preview' } | { kind: 'loading' } | { kind: 'playing'; url: string } | { kind: 'failed' };

/** A URL this close to its end is asked for again before playing. */
const GRANT_MARGIN_SECONDS = 60;

const streams = () => import('@/lib/queries/video-stream');

/**
 * The video page's watch area: the server-rendered preview with a play button, the buy
 * button, or the age-verification call to action (§6 fsk 18). The page is cached for everyone,
 * so a logged-in guest's access is asked after hydration (gallery/stream, whose answer is also the
 * signed URL: lib/queries/video-stream.ts); a visitor sees what a visitor may do without asking
 * until they play. The player, react-query, the REST client and zod load with import() when
 * needed, not with the page.
 */
export function WatchArea({ locale, video, buy, text, playerText, children }: WatchAreaProps) {
  const guest = useGuest();
  const hasAvs = useHasAvs();
  const guestId = isLoggedIn(guest) ? guest.guestId : null;
  // A visitor's access is asked only when they play; from then on the answer shows here too.
  const [played, setPlayed] = useState(false);
  const [stage, setStage] = useState<Stage>({ kind: 'preview' });
  // A logged-in guest: may they watch? Asked again when the age verification arrives (§4 avs set);
  // a login or logout empties the page's query cache, so an older guest's answer never shows.
  const stream = useLazyQuery(
    guestId === null && !played ? null : () => streams().then((queries) => ({ ...queries.videoStreamOptions(locale, video.id, hasAvs), enabled: guestId !== null })),
    [locale, video.id, hasAvs, guestId],
  );

  const known = stream.data ?? null;
  const blockedByAge = video.ageRating >= 18 && !hasAvs;
  // Before the server answered: a free video is open (unless fsk 18 without avs), a paid one is for sale.
  const gate: Gate = known?.kind ?? (video.free ? (blockedByAge ? 'age' : 'open') : guestId === null ? 'locked' : 'asking');

  const renewSource = useCallback(() => streams().then((queries) => queries.askStreamAgain(locale, video.id, hasAvs)), [locale, video.id, hasAvs]);

  const play = useCallback(
    async (grant: Grant | null) => {
      if (grant && grant.expiresAt - Date.now() / 1000 > GRANT_MARGIN_SECONDS) return setStage({ kind: 'playing', url: grant.url });
      setStage({ kind: 'loading' });
      setPlayed(true);
      const result = await renewSource();
      if (result.kind === 'failed') return setStage({ kind: 'failed' });
      // Locked or age: the preview now says why.
      setStage(result.kind === 'open' ? { kind: 'playing', url: result.grant.url } : { kind: 'preview' });
    },
    [renewSource],
  );

  const onFirstPlay = useCallback(() => {
    if (!isLoggedIn(getGuestState())) return;
    void streams().then((queries) => queries.startWatching(locale, video.id));
  }, [locale, video.id]);

  if (stage.kind === 'playing') {
    return (
      <Suspense fallback={<Preview loading={text.loading}>{children}</Preview>}>
        <VideoPlayer
          src={stage.url}
          poster={video.poster}
          title={video.title}
          thumbnails={video.thumbnails}
          text={playerText}
          onFirstPlay={onFirstPlay}
          renewSource={renewSource}
        />
      </Suspense>
    );
  }

  if (stage.kind === 'loading') return <Preview loading={text.loading}>{children}</Preview>;

  const grant = known?.kind === 'open' ? known.grant : null;
  // §6 "verify age": the §2 avs box (it opens the AVS flow, or the login first for a visitor).
  const openAvs = openAgeCheck;

  const overlay = (
    <div className="absolute inset-0 flex flex-col items-center justify-center gap-3 bg-black/45 p-4 text-center">
      {stage.kind === 'failed' ? (
        <div role="alert" className="flex flex-col items-center gap-3 text-sm text-white">
          <p>{text.failed}</p>
          <button type="button" onClick={() => void play(grant)} className="rounded-full bg-accent px-4 py-2 font-semibold text-on-accent hover:bg-accent-strong">
            {text.retry}
          </button>
        </div>
      ) : gate === 'banned' ? (
        <p role="status" data-testid="watch-banned" className="max-w-xs text-sm font-medium text-white drop-shadow">
          {playerText.banned}
        </p>
      ) : gate === 'open' ? (
        <button
          type="button"
          onClick={() => void play(grant)}
          aria-label={fill(text.play, { title: video.title })}
          data-testid="watch-play"
          className="inline-flex size-20 items-center justify-center rounded-full bg-accent text-on-accent shadow-xl ring-4 ring-black/20 transition-transform hover:scale-105 hover:bg-accent-strong"
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" className="ml-1 size-10 fill-current">
            <path d="M8 5.5v13l11-6.5-11-6.5Z" />
          </svg>
        </button>
      ) : gate === 'age' ? (
        <div className="flex max-w-sm flex-col items-center gap-2 text-white" data-testid="watch-age">
          <p className="text-lg font-semibold">{text.ageTitle}</p>
          <p className="text-sm text-white/85">{text.ageBody}</p>
          <button type="button" onClick={openAvs} className="mt-1 rounded-full bg-accent px-5 py-2.5 text-sm font-semibold text-on-accent hover:bg-accent-strong">
            {guestId === null ? text.ageLogin : text.ageVerify}
          </button>
        </div>
      ) : (
        // 'locked', and 'asking' too: the button must be there for a purchase that continues after login.
        <div className="flex flex-col items-center gap-2" aria-busy={gate === 'asking'}>
          <p className="max-w-xs text-sm font-medium text-white drop-shadow">{text.locked}</p>
          <Suspense fallback={<span aria-hidden="true" className="inline-block h-11 w-48 rounded-full bg-accent/50" />}>
            <BuyButton
              locale={locale}
              itemType="video"
              itemId={video.id}
              priceFormatted={buy.priceFormatted}
              title={video.title}
              text={buy.text}
              onOwned={() => whenNoFlow(() => void play(null))}
            />
          </Suspense>
        </div>
      )}
    </div>
  );
  return (
    <Preview blurred={gate === 'age'} overlay={overlay}>
      {children}
    </Preview>
  );
}

/** The preview box: the server's image (blurred for fsk 18 without avs) under the overlay, or a spinner while loading. */
function Preview({ children, overlay, blurred = false, loading }: { children: ReactNode; overlay?: ReactNode; blurred?: boolean; loading?: string }) {
  return (
    <div className="relative aspect-video w-full overflow-hidden rounded-tile bg-black ring-1 ring-line">
      <div className={blurred ? 'scale-110 blur-xl' : undefined}>{children}</div>
      {overlay}
      {loading ? (
        <div role="status" className="absolute inset-0 flex items-center justify-center bg-black/40">
          <span aria-hidden="true" className="size-12 animate-spin rounded-full border-4 border-white/30 border-t-white" />
          <span className="sr-only">{loading}</span>
        </div>
      ) : null}
    </div>
  );
}
