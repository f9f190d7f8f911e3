/** The player's icons (24×24, currentColor); decorative: every button carries its own label. */
const paths = {
  play: 'M8 5.5v13l11-6.5-11-6.5Z',
  pause: 'M7 5h3.5v14H7zM13.5 5H17v14h-3.5z',
  volume: 'M4 9.5h3.5L12 5.5v13l-4.5-4H4v-5ZM15.5 8.5a5 5 0 0 1 0 7M18 6a8.5 8.5 0 0 1 0 12',
  muted: 'M4 9.5h3.5L12 5.5v13l-4.5-4H4v-5ZM16 9.5l5 5M21 9.5l-5 5',
  fullscreen: 'M4 9V4h5M15 4h5v5M20 15v5h-5M9 20H4v-5',
  exitFullscreen: 'M9 4v5H4M20 9h-5V4M15 20v-5h5M4 15h5v5',
} as const;

export type PlayerIconName = keyof typeof paths;

export function PlayerIcon({ name, className = 'size-6' }: { name: PlayerIconName; className?: string }) {
  const filled = name === 'play' || name === 'pause';
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className={className}
      fill={filled ? 'currentColor' : 'none'}
      stroke={filled ? 'none' : 'currentColor'}
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={paths[name]} />
    </svg>
  );
}
