'use client';

import { fill } from '@/lib/format/fill';
import { formatDuration } from '@/lib/format/duration';
import type { Image } from '@/lib/media/image-urls';
import { PlayerIcon } from './player-icons';
import type { PlayerText } from './player-text';
import type { PlayerVolume } from './player-volume';
import { SeekBar } from './seek-bar';

type PlayerControlsProps = {
  /** Visible (paused, or the pointer moved lately); a control with keyboard focus shows them too. */
  shown: boolean;
  playing: boolean;
  current: number;
  duration: number;
  sound: PlayerVolume;
  fullscreen: boolean;
  thumbnails: readonly Image[];
  text: PlayerText;
  onToggle: () => void;
  onSeek: (seconds: number) => void;
  onSound: (next: { volume?: number; muted?: boolean }) => void;
  onFullscreen: () => void;
};

const controlButton =
  'inline-flex size-10 shrink-0 items-center justify-center rounded-full text-white hover:bg-white/15 focus-visible:bg-white/15';

/** The player's bar: the seek bar with its thumbnails, play and pause, mute, volume, time, full screen. */
export function PlayerControls({ shown, playing, current, duration, sound, fullscreen, thumbnails, text, onToggle, onSeek, onSound, onFullscreen }: PlayerControlsProps) {
  const total = formatDuration(duration);
  return (
    <div
      className={`absolute inset-x-0 bottom-0 bg-gradient-to-t from-black/85 via-black/50 to-transparent px-2 pb-1 pt-8 transition-opacity duration-200 has-focus-visible:opacity-100 sm:px-3 ${
        shown ? 'opacity-100' : 'opacity-0'
      }`}
    >
      <SeekBar
        current={current}
        duration={duration}
        thumbnails={thumbnails}
        label={text.seek}
        valueText={fill(text.position, { current: formatDuration(current), total })}
        onSeek={onSeek}
      />
      <div className="flex items-center gap-1">
        <button type="button" onClick={onToggle} aria-label={playing ? text.pause : text.play} className={controlButton}>
          <PlayerIcon name={playing ? 'pause' : 'play'} />
        </button>
        <button
          type="button"
          onClick={() => onSound({ muted: !sound.muted })}
          aria-label={sound.muted ? text.unmute : text.mute}
          aria-pressed={sound.muted}
          className={controlButton}
        >
          <PlayerIcon name={sound.muted || sound.volume === 0 ? 'muted' : 'volume'} />
        </button>
        <input
          type="range"
          min={0}
          max={1}
          step={0.05}
          value={sound.muted ? 0 : sound.volume}
          aria-label={text.volume}
          aria-valuetext={`${Math.round((sound.muted ? 0 : sound.volume) * 100)} %`}
          onChange={(event) => onSound({ volume: Number(event.currentTarget.value) })}
          className="w-16 cursor-pointer accent-white sm:w-24"
        />
        <span className="ml-2 whitespace-nowrap text-xs tabular-nums text-white/90" aria-hidden="true">
          {formatDuration(current)} / {total}
        </span>
        <button
          type="button"
          onClick={onFullscreen}
          aria-label={fullscreen ? text.exitFullscreen : text.fullscreen}
          className={`${controlButton} ml-auto`}
        >
          <PlayerIcon name={fullscreen ? 'exitFullscreen' : 'fullscreen'} />
        </button>
      </div>
    </div>
  );
}
