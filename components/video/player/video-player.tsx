'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { videoPreviewEnded } from '@/components/incentives/video-preview-end';
import { fill } from '@/lib/format/fill';
import type { Image } from '@/lib/media/image-urls';
import { PlayerControls } from './player-controls';
import { PlayerFailure, type PlayerFailureReason } from './player-failure';
import { PlayerIcon } from './player-icons';
import { SEEK_STEP_SECONDS, VOLUME_STEP, type PlayerKeyAction, playerKeyAction } from './player-keys';
import type { PlayerText } from './player-text';
import { playerVolume } from './player-volume';
import type { StreamAnswer } from '@/lib/queries/video-stream';
import { useFullscreen } from './use-fullscreen';

export type VideoPlayerProps = {
  /** The signed stream URL (GET gallery/stream). */
  src: string;
  poster: string;
  title: string;
  thumbnails: readonly Image[];
  text: PlayerText;
  /** `watch/start`: called once, on the first play. */
  onFirstPlay?: () => void;
  /** gallery/stream again when the URL stopped working (they expire after 10 minutes): a fresh URL, or why not. */
  renewSource: () => Promise<StreamAnswer>;
};

/** How long the controls stay after the pointer last moved while playing. */
const CONTROLS_IDLE_MS = 2500;

/**
 * The video player, loaded with import() only when a guest plays: HTML5 video on the
 * signed URL with its own controls — play and pause, the seek bar with the preview thumbnails,
 * volume and mute (kept for the next video, §9), full screen, and YouTube's keys (space or k, the
 * arrows, m, f). A URL that expired while the tab slept is renewed once, at the same moment.
 */
export function VideoPlayer({ src, poster, title, thumbnails, text, onFirstPlay, renewSource }: VideoPlayerProps) {
  const boxRef = useRef<HTMLDivElement>(null);
  const videoRef = useRef<HTMLVideoElement>(null);
  const started = useRef(false);
  const renewedAt = useRef(0);
  const idleTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const [playing, setPlaying] = useState(false);
  const [waiting, setWaiting] = useState(true);
  const [current, setCurrent] = useState(0);
  const [duration, setDuration] = useState(0);
  const [sound, setSound] = useState(() => playerVolume.read());
  const [active, setActive] = useState(true);
  const [failed, setFailed] = useState<PlayerFailureReason | null>(null);
  const { fullscreen, toggleFullscreen } = useFullscreen(boxRef, videoRef);

  // Start at once (the guest just pressed play) with the volume they chose last time.
  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    const saved = playerVolume.read();
    video.volume = saved.volume;
    video.muted = saved.muted;
    // Media events that fire before React has mounted the element are dropped: read what they said.
    if (video.readyState >= 1) setDuration(video.duration);
    boxRef.current?.focus({ preventScroll: true });
    video.play().catch(() => setWaiting(false));
  }, []);

  useEffect(
    () => () => {
      if (idleTimer.current) clearTimeout(idleTimer.current);
    },
    [],
  );

  const toggle = useCallback(() => {
    const video = videoRef.current;
    if (!video) return;
    if (video.paused || video.ended) void video.play().catch(() => {});
    else video.pause();
  }, []);

  const seekTo = (seconds: number) => {
    const video = videoRef.current;
    if (!video || !Number.isFinite(video.duration)) return;
    video.currentTime = Math.min(video.duration, Math.max(0, seconds));
    setCurrent(video.currentTime);
  };

  const changeSound = (next: { volume?: number; muted?: boolean }) => {
    const video = videoRef.current;
    if (!video) return;
    if (next.volume !== undefined) video.volume = Math.min(1, Math.max(0, Math.round(next.volume * 100) / 100));
    // Raising the volume of a muted player unmutes it, as every player does.
    video.muted = next.muted ?? (next.volume !== undefined && next.volume > 0 ? false : video.muted);
  };

  const run = (action: PlayerKeyAction) => {
    const video = videoRef.current;
    if (!video) return;
    if (action === 'toggle') toggle();
    else if (action === 'back') seekTo(video.currentTime - SEEK_STEP_SECONDS);
    else if (action === 'forward') seekTo(video.currentTime + SEEK_STEP_SECONDS);
    else if (action === 'volumeUp') changeSound({ volume: video.volume + VOLUME_STEP });
    else if (action === 'volumeDown') changeSound({ volume: video.volume - VOLUME_STEP });
    else if (action === 'mute') changeSound({ muted: !video.muted });
    else toggleFullscreen();
  };

  const wake = () => {
    setActive(true);
    if (idleTimer.current) clearTimeout(idleTimer.current);
    idleTimer.current = setTimeout(() => setActive(false), CONTROLS_IDLE_MS);
  };

  /** The URL expired (or the connection dropped): one new URL per half minute, resumed where it was. */
  const onError = async () => {
    const video = videoRef.current;
    if (!video || Date.now() - renewedAt.current < 30_000) return setFailed('failed');
    renewedAt.current = Date.now();
    const at = video.currentTime;
    const resume = !video.paused || playing;
    const next = await renewSource().catch((): StreamAnswer => ({ kind: 'failed' }));
    // §6: refused in the guest's country (403 COUNTRY_BANNED) is said as such, not as a failure.
    if (next.kind !== 'open') return setFailed(next.kind === 'banned' ? 'banned' : 'failed');
    video.src = next.grant.url;
    video.addEventListener(
      'loadedmetadata',
      () => {
        video.currentTime = at;
      },
      { once: true },
    );
    if (resume) void video.play().catch(() => {});
  };

  const retry = () => {
    setFailed(null);
    renewedAt.current = 0;
    void onError();
  };

  const shown = !playing || active;

  return (
    <div
      ref={boxRef}
      role="region"
      aria-label={fill(text.region, { title })}
      tabIndex={-1}
      data-testid="video-player"
      onKeyDown={(event) => {
        const action = playerKeyAction(event);
        if (!action) return;
        event.preventDefault();
        wake();
        run(action);
      }}
      onPointerMove={wake}
      className="relative aspect-video w-full overflow-hidden rounded-tile bg-black outline-none ring-1 ring-line"
    >
      <video
        ref={videoRef}
        src={src}
        poster={poster}
        playsInline
        preload="auto"
        onClick={toggle}
        onDoubleClick={toggleFullscreen}
        onPlay={() => {
          setPlaying(true);
          wake();
          if (!started.current) {
            started.current = true;
            onFirstPlay?.();
          }
        }}
        onPause={() => setPlaying(false)}
        onEnded={() => {
          setPlaying(false);
          videoPreviewEnded();
        }}
        onWaiting={() => setWaiting(true)}
        onPlaying={() => setWaiting(false)}
        onCanPlay={() => setWaiting(false)}
        onTimeUpdate={(event) => {
          setCurrent(event.currentTarget.currentTime);
          setDuration(event.currentTarget.duration);
        }}
        onLoadedMetadata={(event) => setDuration(event.currentTarget.duration)}
        onDurationChange={(event) => setDuration(event.currentTarget.duration)}
        onVolumeChange={(event) => {
          const next = { volume: event.currentTarget.volume, muted: event.currentTarget.muted };
          setSound(next);
          playerVolume.write(next);
        }}
        onError={() => void onError()}
        className="size-full cursor-pointer object-contain"
      />

      {waiting && !failed ? (
        <div aria-hidden="true" className="pointer-events-none absolute inset-0 flex items-center justify-center">
          <span className="size-12 animate-spin rounded-full border-4 border-white/30 border-t-white" />
        </div>
      ) : null}

      {!playing && !waiting && !failed ? (
        <button
          type="button"
          onClick={toggle}
          aria-label={text.play}
          className="absolute left-1/2 top-1/2 inline-flex size-16 -translate-x-1/2 -translate-y-1/2 items-center justify-center rounded-full bg-accent text-on-accent shadow-lg hover:bg-accent-strong"
        >
          <PlayerIcon name="play" className="size-8" />
        </button>
      ) : null}

      {failed ? <PlayerFailure reason={failed} text={text} onRetry={retry} /> : null}

      <PlayerControls
        shown={shown}
        playing={playing}
        current={current}
        duration={duration}
        sound={sound}
        fullscreen={fullscreen}
        thumbnails={thumbnails}
        text={text}
        onToggle={toggle}
        onSeek={seekTo}
        onSound={changeSound}
        onFullscreen={toggleFullscreen}
      />
    </div>
  );
}
