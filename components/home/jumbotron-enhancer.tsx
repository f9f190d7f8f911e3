'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';

const INTERACTIONS = ['pointerdown', 'keydown', 'wheel', 'touchstart', 'scroll'] as const;

/**
 * The jumbotron's trailer (§7 misc video/jumbotron, components/home/jumbotron.tsx), brought to life
 * after the first view by the layout's late islands, so the home page ships no JavaScript of its
 * own for it. The server's <video> (preload none, muted) waits invisible over the poster; it plays
 * on the button, or by itself while in view once the guest has interacted (not with reduced
 * motion), and pauses out of view.
 * Only the section's data-playing and the button's aria-pressed are touched (CSS shows the rest).
 */
export function JumbotronEnhancer() {
  const pathname = usePathname();
  useEffect(() => {
    const section = document.querySelector<HTMLElement>('[data-jumbotron]');
    const video = section?.querySelector<HTMLVideoElement>('video');
    const button = section?.querySelector<HTMLButtonElement>('button[data-jumbotron-toggle]');
    if (!section || !video || !button) return;
    const play = () => void video.play().catch(() => undefined);
    // A guest who used the button decides from then on; in view only pauses it when scrolled away.
    let chosen = false;
    const toggle = () => {
      chosen = true;
      if (video.paused) play();
      else video.pause();
    };
    const shown = (playing: boolean) => () => {
      section.dataset.playing = String(playing);
      button.setAttribute('aria-pressed', String(playing));
    };
    const onPlaying = shown(true);
    const onPause = shown(false);
    button.addEventListener('click', toggle);
    video.addEventListener('playing', onPlaying);
    video.addEventListener('pause', onPause);
    const threshold = Number(section.dataset.inViewThreshold);
    const autoplay = Number.isFinite(threshold) && 'IntersectionObserver' in window && !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    let observer: IntersectionObserver | null = null;
    // In view, but only once the guest has interacted: the browser's largest paint is final by
    // then, so the trailer's first frame never becomes a later, larger paint (§1 speed).
    const watch = (event: Event) => {
      if (event.target instanceof Node && button.contains(event.target)) return; // the button plays by itself
      for (const type of INTERACTIONS) window.removeEventListener(type, watch, true);
      if (!autoplay || observer) return;
      observer = new IntersectionObserver(
        ([entry]) => {
          if (!entry?.isIntersecting) video.pause();
          else if (!chosen) play();
        },
        { threshold },
      );
      observer.observe(video);
    };
    for (const type of INTERACTIONS) window.addEventListener(type, watch, { capture: true, passive: true });
    return () => {
      for (const type of INTERACTIONS) window.removeEventListener(type, watch, true);
      observer?.disconnect();
      button.removeEventListener('click', toggle);
      video.removeEventListener('playing', onPlaying);
      video.removeEventListener('pause', onPause);
    };
  }, [pathname]);
  return null;
}
