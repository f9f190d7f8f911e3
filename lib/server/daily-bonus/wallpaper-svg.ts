import { createRng } from '@/lib/server/db/seed/prng';
import { WALLPAPER_SIZES, type WallpaperVariant } from './wallpaper-links';

/**
 * §3 daily bonus wallpaper: an abstract picture drawn from the offer's seed (soft gradient,
 * overlapping translucent circles and a few arcs), the same for a seed every time, never a person.
 * SVG scales to every size; the variants only set the canvas (hd 1920×1080, fourK 3840×2160,
 * mobile 1080×1920).
 */
export function wallpaperSvg(seed: number, variant: WallpaperVariant): string {
  const [width, height] = WALLPAPER_SIZES[variant];
  const rng = createRng(seed);
  const hue = rng.int(0, 359);
  const hue2 = (hue + rng.int(40, 160)) % 360;
  const size = Math.max(width, height);
  const circles = Array.from({ length: 14 }, () => {
    const r = Math.round(size * (0.05 + rng.next() * 0.25));
    const h = rng.chance(0.5) ? hue : hue2;
    return `<circle cx="${Math.round(rng.next() * width)}" cy="${Math.round(rng.next() * height)}" r="${r}" fill="hsl(${h} 80% ${rng.int(45, 75)}%)" fill-opacity="${(0.12 + rng.next() * 0.3).toFixed(2)}"/>`;
  }).join('');
  const arcs = Array.from({ length: 4 }, () => {
    const y = Math.round(rng.next() * height);
    return `<path d="M0 ${y} Q ${Math.round(width / 2)} ${Math.round(rng.next() * height)} ${width} ${Math.round(rng.next() * height)}" stroke="hsl(${hue2} 90% 85%)" stroke-opacity="0.35" stroke-width="${Math.round(size / 300)}" fill="none"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 60% 22%)"/><stop offset="1" stop-color="hsl(${hue2} 70% 12%)"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/>${circles}${arcs}</svg>`;
}
