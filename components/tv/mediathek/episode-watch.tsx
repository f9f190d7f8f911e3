'use client';

import { useQuery } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useCallback, useState } from 'react';
import type { PlayerText } from '@/components/video/player/player-text';
import { buttonStyles } from '@/components/ui/button-styles';
import type { Locale } from '@/i18n/routing';
import { fill } from '@/lib/format/fill';
import { overlayController } from '@/lib/overlay/overlay-loader';
import { askTvVideoAgain, tvVideoOptions } from '@/lib/queries/tv-mediathek';
import type { StreamAnswer } from '@/lib/queries/video-stream';
import { isLoggedIn, useGuest } from '@/stores/guest';
import { useHasAvs } from '@/stores/guest-session';
import type { EpisodeWatchText } from './episode-text';
import { EpisodePreview } from './episode-preview';
import { KeepToggle } from './keep-toggle';
import { openAgeCheck } from '@/components/album/open-age-check';

// The videos' player, loaded only when the viewer plays (components/video/player).
const VideoPlayer = lazy(() => import('@/components/video/player/video-player').then((module) => ({ default: module.VideoPlayer })));

type Props = {
  locale: Locale;
  episode: { id: number; title: string; poster: string };
  text: EpisodeWatchText;
  playerText: PlayerText;
  /** The preview image, rendered on the server (the page's LCP element). */
  children: ReactNode;
};

/** A URL this close to its end is asked for again before playing. */
const GRANT_MARGIN_SECONDS = 60;

/**
 * The episode for this viewer (§2 media centre, §6): tv/video answers the signed stream or why
 * not — log in, subscribe to TV (VIP counts), or verify the age (fsk 18). The page is the same for
 * everybody; this island asks after hydration. What the viewer asked for (subscribe, log in,
 * verify) starts the episode as soon as the answer turns to `watch`: the §7 TV/VIP update
 * invalidates the tv keys, so a subscription bought in the overlay plays without a reload.
 */
export function EpisodeWatch({ locale, episode, text, playerText, children }: Props) {
  const guest = useGuest();
  const hasAvs = useHasAvs();
  const video = useQuery({ ...tvVideoOptions(locale, episode.id, hasAvs), enabled: guest.status !== 'pending' });
  const [playUrl, setPlayUrl] = useState<string | null>(null);
  const [starting, setStarting] = useState(false);
  // Set by a click on subscribe, log in or verify: play once the server lets them.
  const [autoStart, setAutoStart] = useState(false);
  const data = video.data;

  // Adjusting state while rendering (React's pattern for "when the data changes"): no effect needed.
  if (autoStart && data?.access === 'watch' && data.stream && playUrl === null) {
    setAutoStart(false);
    setPlayUrl(data.stream.url);
  }

  const renewSource = useCallback(
    (): Promise<StreamAnswer> =>
      askTvVideoAgain(locale, episode.id, hasAvs).then(
        (next): StreamAnswer => (next.stream ? { kind: 'open', grant: next.stream } : { kind: 'failed' }),
        (): StreamAnswer => ({ kind: 'failed' }),
      ),
    [locale, episode.id, hasAvs],
  );

  const play = async () => {
    const stream = data?.stream;
    if (stream && stream.expiresAt - Date.now() / 1000 > GRANT_MARGIN_SECONDS) return setPlayUrl(stream.url);
    setStarting(true);
    const next = await renewSource();
    setStarting(false);
    if (next.kind === 'open') setPlayUrl(next.grant.url);
  };

  const ask = (open: (controller: Awaited<ReturnType<typeof overlayController>>) => Promise<void>) => {
    setAutoStart(true);
    void overlayController().then(open);
  };
  const logIn = () => ask((c) => c.openAuth({ view: 'login', force: true }));
  const subscribe = () => ask((c) => (isLoggedIn(guest) ? c.openOverlay('vxtvabo') : c.openAuth({ view: 'login', force: true })));
  // §6 "verify age": the §2 avs box (it opens the AVS flow, or the login first for a visitor).
  const verify = () => {
    setAutoStart(true);
    openAgeCheck();
  };

  const access = data?.access;
  const offer =
    access === 'login' ? (
      <Offer heading={text.login.heading} body={text.login.text} button={text.login.button} onClick={logIn} />
    ) : access === 'subscribe' ? (
      <Offer heading={text.subscribe.heading} body={text.subscribe.text} button={text.subscribe.button} onClick={subscribe} />
    ) : access === 'verify' ? (
      <Offer heading={text.age.heading} body={text.age.text} button={isLoggedIn(guest) ? text.age.verify : text.age.login} onClick={verify} />
    ) : null;

  return (
    <div className="grid gap-4">
      {playUrl ? (
        <Suspense fallback={<EpisodePreview loading={text.loading}>{children}</EpisodePreview>}>
          <VideoPlayer src={playUrl} poster={episode.poster} title={episode.title} thumbnails={[]} text={playerText} renewSource={renewSource} />
        </Suspense>
      ) : (
        <EpisodePreview
          blurred={access === 'verify'}
          loading={starting || (!data && !video.isError) ? text.loading : undefined}
          overlay={
            video.isError ? (
              <div role="alert" className="flex flex-col items-center gap-3 text-sm text-white">
                <p>{text.failed}</p>
                <button type="button" onClick={() => void video.refetch()} className={buttonStyles.primary}>
                  {text.retry}
                </button>
              </div>
            ) : access === 'watch' && !starting ? (
              <button
                type="button"
                onClick={() => void play()}
                aria-label={fill(text.play, { title: episode.title })}
                data-testid="episode-play"
                className="inline-flex size-20 items-center justify-center rounded-full bg-accent text-on-accent shadow-xl ring-4 ring-black/20 transition-transform hover:scale-105 hover:bg-accent-strong"
              >
                <svg aria-hidden="true" viewBox="0 0 24 24" className="ml-1 size-10 fill-current">
                  <path d="M8 5.5v13l11-6.5-11-6.5Z" />
                </svg>
              </button>
            ) : null
          }
        >
          {children}
        </EpisodePreview>
      )}
      {offer}
      <KeepToggle locale={locale} episodeId={episode.id} kept={data?.kept ?? false} known={data !== undefined} text={text.keep} />
    </div>
  );
}

function Offer({ heading, body, button, onClick }: { heading: string; body: string; button: string; onClick: () => void }) {
  return (
    <section aria-labelledby="episode-offer" className="rounded-tile border border-accent bg-surface p-4 sm:p-6">
      <h2 id="episode-offer" className="text-lg font-semibold sm:text-xl">
        {heading}
      </h2>
      <p className="mt-2 max-w-prose text-sm text-fg/90 sm:text-base">{body}</p>
      <button type="button" onClick={onClick} className={`${buttonStyles.primary} mt-4`}>
        {button}
      </button>
    </section>
  );
}
