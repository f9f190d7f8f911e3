import type { JumbotronConfig } from '@/lib/contracts/jumbotron';

/**
 * §7 misc video/jumbotron/config. §1 speed: the trailer never loads with the page (preload none),
 * plays muted, and only starts by itself once half of the jumbotron is in view.
 */
export const JUMBOTRON_CONFIG: JumbotronConfig = { enabled: true, preload: 'none', muted: true, playWhenInView: true, inViewThreshold: 0.5 };

/** The public trailer clips (app/media/jumbotron/[file]/route.ts): the generated demo clips 1–6. */
export const JUMBOTRON_CLIPS = 6;

export function jumbotronClipUrl(clip: number): string {
  return `/media/jumbotron/clip-${clip}.mp4`;
}
