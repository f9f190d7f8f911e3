'use client';

import { useEffect, useRef, useState } from 'react';
import type { TvPlaylistSegment } from '@/lib/contracts/tv';
import { parsePlaylist, segmentOnAir } from './parse-playlist';

export type LivePlayerText = { label: string; live: string; unmute: string; mute: string; loading: string; failed: string };

type Props = {
  playlistUrl: string;
  text: LivePlayerText;
  /** The server refused a playlist (403: the URL expired or the access ended): ask tv/stream again. */
  onRefused: () => void;
};

/** A position more than this far from the live clock is corrected by a seek. */
const MAX_DRIFT_S = 1;

/**
 * The live TV player. Chromium has no native HLS and the app ships no HLS library, so the page
 * reads the live playlist itself and plays its segments (whole demo clips) one after the other
 * in a <video>: each segment starts at its #EXT-X-PROGRAM-DATE-TIME on the server's clock
 * (X-Server-Time), so every viewer sees the same position; the playlist is read again for the
 * next segment, like an HLS client reloads a live playlist. Muted first, so autoplay is allowed.
 */
export function LivePlayer({ playlistUrl, text, onRefused }: Props) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const [muted, setMuted] = useState(true);
  const [state, setState] = useState<'loading' | 'playing' | 'failed'>('loading');
  const refused = useRef(onRefused);
  useEffect(() => {
    refused.current = onRefused;
  });

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    let stopped = false;
    let clockOffset = 0;
    let segments: TvPlaylistSegment[] = [];
    let current: TvPlaylistSegment | null = null;
    let retry: ReturnType<typeof setTimeout> | undefined;
    const serverNow = () => Date.now() + clockOffset;

    async function readPlaylist(): Promise<boolean> {
      const sent = Date.now();
      const response = await fetch(playlistUrl, { cache: 'no-store', credentials: 'same-origin' }).catch(() => null);
      if (stopped) return false;
      if (response?.status === 403) {
        refused.current();
        return false;
      }
      if (!response?.ok) return false;
      const body = await response.text();
      const serverTime = Number(response.headers.get('X-Server-Time'));
      // The server's clock at the middle of the round trip.
      if (Number.isFinite(serverTime) && serverTime > 0) clockOffset = serverTime - (sent + Date.now()) / 2;
      segments = parsePlaylist(body);
      return segments.length > 0;
    }

    function align() {
      if (!video || !current) return;
      const position = (serverNow() - current.startsAt) / 1000;
      if (Math.abs(video.currentTime - position) > MAX_DRIFT_S && position < current.durationSeconds) video.currentTime = Math.max(0, position);
    }

    /** The segment after the one that just ended (a clip may end a little early), else the one on air now. */
    function pick(after: number | null): TvPlaylistSegment | null {
      const following = after === null ? undefined : segments.find((s) => s.sequence === after + 1);
      if (following && serverNow() < following.startsAt + following.durationSeconds * 1000) return following;
      return segmentOnAir(segments, serverNow());
    }

    async function playOnAir(after: number | null = null) {
      if (stopped) return;
      let segment = pick(after);
      if ((!segment || segment.sequence === after) && (await readPlaylist())) segment = pick(after);
      if (stopped) return;
      if (segment && segment.sequence === after) {
        // The clip ended a moment before its slot on the clock: its successor starts at the boundary.
        const wait = segment.startsAt + segment.durationSeconds * 1000 - serverNow();
        retry = setTimeout(() => void playOnAir(after), Math.max(20, wait + 20));
        return;
      }
      if (!segment || !video) {
        setState('failed');
        retry = setTimeout(() => void playOnAir(), 2000);
        return;
      }
      current = segment;
      video.dataset.segmentStart = String(segment.startsAt);
      video.dataset.clockOffset = String(Math.round(clockOffset));
      video.src = segment.url;
      video.addEventListener('loadedmetadata', align, { once: true });
      await video.play().then(
        () => setState('playing'),
        () => setState('playing'),
      );
    }

    const onEnded = () => void playOnAir(current?.sequence ?? null);
    const onError = () => {
      // A refused or vanished segment: read the playlist again (it says 403 when access ended).
      segments = [];
      void playOnAir();
    };
    video.addEventListener('ended', onEnded);
    video.addEventListener('error', onError);
    void readPlaylist().then(() => playOnAir());
    return () => {
      stopped = true;
      clearTimeout(retry);
      video.removeEventListener('ended', onEnded);
      video.removeEventListener('error', onError);
      video.removeAttribute('src');
      video.load();
    };
  }, [playlistUrl]);

  return (
    <figure className="relative overflow-hidden rounded-tile bg-black">
      <video ref={videoRef} muted={muted} playsInline autoPlay aria-label={text.label} data-testid="tv-live-video" className="aspect-video w-full" />
      <figcaption className="absolute left-3 top-3 flex items-center gap-2">
        <span className="rounded-full bg-accent px-2 py-0.5 text-xs font-semibold uppercase text-on-accent">{text.live}</span>
        {state !== 'playing' && (
          <span role="status" className="rounded bg-black/70 px-2 py-0.5 text-xs text-white">
            {state === 'failed' ? text.failed : text.loading}
          </span>
        )}
      </figcaption>
      <button
        type="button"
        onClick={() => setMuted((value) => !value)}
        className="absolute bottom-3 right-3 min-h-10 rounded-full bg-black/70 px-4 text-sm text-white"
        aria-pressed={!muted}
      >
        {muted ? text.unmute : text.mute}
      </button>
    </figure>
  );
}
