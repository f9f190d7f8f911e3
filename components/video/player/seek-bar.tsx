'use client';

import { useRef, useState } from 'react';
import { formatDuration } from '@/lib/format/duration';
import type { Image } from '@/lib/media/image-urls';

type SeekBarProps = {
  current: number;
  duration: number;
  /** §3 previewThumbnails (§9: up to 100), evenly spread over the video. */
  thumbnails: readonly Image[];
  label: string;
  /** "01:23 of 08:00", filled in by the caller. */
  valueText: string;
  onSeek: (seconds: number) => void;
};

/**
 * The seek bar: a native range input (keyboard and screen readers work as everywhere), and while
 * the pointer is over it the preview thumbnail of that moment with its time above the pointer.
 */
export function SeekBar({ current, duration, thumbnails, label, valueText, onSeek }: SeekBarProps) {
  const barRef = useRef<HTMLDivElement>(null);
  const [hover, setHover] = useState<number | null>(null);
  // fsk-18 stills are access-checked (lib/media/still-urls.ts): after a refusal show the time alone, no broken image.
  const [refused, setRefused] = useState(false);
  const known = Number.isFinite(duration) && duration > 0;

  const onPointerMove = (event: React.PointerEvent) => {
    const box = barRef.current?.getBoundingClientRect();
    if (!box || box.width === 0 || event.pointerType === 'touch') return;
    setHover(Math.min(1, Math.max(0, (event.clientX - box.left) / box.width)));
  };

  const still = hover !== null && thumbnails.length > 0 && !refused ? thumbnails[Math.min(thumbnails.length - 1, Math.floor(hover * thumbnails.length))] : undefined;

  return (
    <div ref={barRef} className="relative flex h-6 items-center" onPointerMove={onPointerMove} onPointerLeave={() => setHover(null)}>
      {hover !== null && known ? (
        <div
          aria-hidden="true"
          data-testid="seek-preview"
          className="pointer-events-none absolute bottom-7 flex w-32 -translate-x-1/2 flex-col items-center gap-1 sm:w-40"
          style={{ left: `clamp(4rem, ${hover * 100}%, calc(100% - 4rem))` }}
        >
          {still ? (
            // eslint-disable-next-line @next/next/no-img-element -- generated stills, already the size shown
            <img src={still.url} width={still.width} height={still.height} alt="" onError={() => setRefused(true)} className="aspect-video w-full rounded-md object-cover ring-2 ring-white/80" />
          ) : null}
          <span className="rounded bg-black/80 px-1.5 py-0.5 text-xs tabular-nums text-white">{formatDuration(hover * duration)}</span>
        </div>
      ) : null}
      <input
        type="range"
        min={0}
        max={known ? duration : 0}
        step="any"
        value={known ? Math.min(current, duration) : 0}
        disabled={!known}
        aria-label={label}
        aria-valuetext={valueText}
        onChange={(event) => onSeek(Number(event.currentTarget.value))}
        className="h-1.5 w-full cursor-pointer accent-accent disabled:cursor-default"
      />
    </div>
  );
}
