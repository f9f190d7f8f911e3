'use client';

const COLOURS = ['#f472b6', '#60a5fa', '#facc15', '#34d399', '#a78bfa', '#fb923c', '#22d3ee', '#f87171'];

type Props = { label: string; labels: string[]; segment: number | null; turns: number };

/**
 * The wheel: a conic gradient with its labels, turned by a CSS transform. Each turn adds five
 * full rotations and stops with the won segment under the pointer at the top; with reduced motion
 * the disk jumps there without the animation (motion-reduce).
 */
export function WheelDisk({ label, labels, segment, turns }: Props) {
  const n = Math.max(1, labels.length);
  const step = 360 / n;
  const stops = labels.map((_, i) => `${COLOURS[i % COLOURS.length]} ${i * step}deg ${(i + 1) * step}deg`).join(', ');
  const angle = segment === null ? 0 : turns * 5 * 360 + (360 - (segment + 0.5) * step);
  return (
    <div className="relative size-72 sm:size-80" role="img" aria-label={label}>
      <div aria-hidden="true" className="absolute left-1/2 top-0 z-10 -translate-x-1/2 border-x-[12px] border-t-[20px] border-x-transparent border-t-fg" />
      <div
        aria-hidden="true"
        className="size-full rounded-full border-4 border-fg transition-transform duration-[3000ms] ease-out motion-reduce:transition-none"
        style={{ background: `conic-gradient(${stops})`, transform: `rotate(${angle}deg)` }}
      >
        {labels.map((text, i) => (
          <span
            key={i}
            className="absolute left-1/2 top-1/2 w-24 origin-left text-xs font-semibold text-black"
            style={{ transform: `rotate(${(i + 0.5) * step - 90}deg) translateX(2.5rem)` }}
          >
            {text}
          </span>
        ))}
      </div>
    </div>
  );
}
