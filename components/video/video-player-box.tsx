'use client';

import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { BoxBody } from '@/components/boxes/box-body';
import { useAfterClose } from '@/components/boxes/after-box-closed';
import { NamedBox } from '@/components/boxes/named-box';
import { buttonStyles } from '@/components/ui/button-styles';
import { Dialog, DialogTitle, dialogFrame } from '@/components/ui/dialog';
import type { Locale } from '@/i18n/routing';
import type { BoxesText } from '@/lib/contracts/boxes';
import { overlayController } from '@/lib/overlay/overlay-loader';
import { askStreamAgain, startWatching, videoStreamOptions } from '@/lib/queries/video-stream';
import { isLoggedIn, useGuest } from '@/stores/guest';
import { useHasAvs } from '@/stores/guest-session';
import { boxesStore } from '@/stores/boxes';

const VideoPlayer = lazy(() => import('./player/video-player').then((module) => ({ default: module.VideoPlayer })));

/** title: the video's title (heading and player label); href: its page, where a locked video is bought. */
type Props = { locale: Locale; videoId: number; title: string; href?: string; onClose: () => void };

const wide = `fixed left-1/2 top-1/2 z-[80] max-h-[90vh] w-[calc(100vw-2rem)] max-w-3xl -translate-x-1/2 -translate-y-1/2 overflow-y-auto outline-none ${dialogFrame}`;

/**
 * §2 video-with-player: a video played in a box with the site's player, for a guest who may
 * watch it — the server decides (gallery/stream, §6: bought or free, fsk 18 only with avs, no
 * country ban), exactly as on the video's page; otherwise the box says why and where to go.
 */
export function VideoPlayerBox({ locale, videoId, title, href, onClose }: Props) {
  const after = useAfterClose(onClose);
  return (
    <NamedBox locale={locale} onClose={onClose}>
      {(text) => (
        <Dialog onClose={onClose} afterClose={after.run} box="video-with-player" className={wide}>
          <DialogTitle>{title}</DialogTitle>
          <BoxBody close={text.close}>
            <Watch locale={locale} videoId={videoId} title={title} href={href} text={text} later={after.later} />
          </BoxBody>
        </Dialog>
      )}
    </NamedBox>
  );
}

type WatchProps = Omit<Props, 'onClose'> & { text: BoxesText; later: (action: () => void) => void };

function Watch({ locale, videoId, title, href, text, later }: WatchProps) {
  const guest = useGuest();
  const hasAvs = useHasAvs();
  const gate = useQuery(videoStreamOptions(locale, videoId, hasAvs));
  const words = text.videoWithPlayer;
  const toPage = href ? (
    <a href={href} className={buttonStyles.secondary}>
      {words.toVideo}
    </a>
  ) : null;

  if (gate.isPending) return <p className="text-sm text-muted">{words.loading}</p>;
  if (gate.isError)
    return (
      <div role="alert" className="flex flex-col items-start gap-2 text-sm">
        <p>{words.failed}</p>
        <button type="button" onClick={() => void gate.refetch()} className={buttonStyles.secondary}>
          {words.retry}
        </button>
      </div>
    );
  const answer = gate.data;
  if (answer.kind === 'open')
    return (
      <Suspense fallback={<p className="text-sm text-muted">{words.loading}</p>}>
        <VideoPlayer
          src={answer.grant.url}
          poster=""
          title={title}
          thumbnails={[]}
          text={text.player}
          onFirstPlay={() => (isLoggedIn(guest) ? void startWatching(locale, videoId) : undefined)}
          renewSource={() => askStreamAgain(locale, videoId, hasAvs)}
        />
      </Suspense>
    );
  if (answer.kind === 'age') {
    const verify = () =>
      later(() => void overlayController().then((controller) => (isLoggedIn(guest) ? controller.openOverlay('avs') : controller.openAuth({ force: true }))));
    return (
      <div className="flex flex-col items-start gap-2 text-sm">
        <p>{words.ageBody}</p>
        <button type="button" onClick={verify} className={buttonStyles.primary}>
          {isLoggedIn(guest) ? words.ageVerify : words.ageLogin}
        </button>
      </div>
    );
  }
  // §2 fifteen-minutes-preview: a locked paid video offers its free quarter of an hour (the box says when it was used).
  const preview = () => later(() => boxesStore.getState().actions.boxOpened('fifteenMinutesPreview', { locale, videoId, title, ...(href ? { href } : {}) }));
  return (
    <div className="flex flex-col items-start gap-2 text-sm">
      <p>{answer.kind === 'banned' ? text.player.banned : words.locked}</p>
      {answer.kind === 'locked' ? (
        <div className="flex flex-wrap gap-2">
          <button type="button" onClick={preview} className={buttonStyles.primary}>
            {text.fifteenMinutesPreview.offer}
          </button>
          {toPage}
        </div>
      ) : null}
    </div>
  );
}
