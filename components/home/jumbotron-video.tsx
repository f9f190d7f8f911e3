'use client';

import { useEffect, useRef, useState } from 'react';

type Props = {
  src: string;
  poster: string;
  width: number;
  height: number;
  /** §7 jumbotron config: play by itself once this share is in view (null: only on a click). */
  inViewThreshold: number | null;
  text: { play: string; pause: string };
};

/** After the first view: the browser is idle (or 2.5 s passed), so the trailer never competes with the page's own bytes. */
function afterFirstView(run: () => void): () => void {
  if ('requestIdleCallback' in window) {
    const id = window.requestIdleCallback(run, { timeout: 2_500 });
    return () => window.cancelIdleCallback(id);
  }
  const id = setTimeout(run, 1_000);
  return () => clearTimeout(id);
}

/**
 * The jumbotron's trailer (§7 misc video/jumbotron): preload none and muted, over the server's
 * poster image (the page's largest element), shown only once it really plays — so the first view
 * and its layout never depend on this island. It plays on a click, or by itself while in view
 * (not for guests who asked for reduced motion), and pauses when scrolled away.
 */
export function JumbotronVideo({ src, poster, width, height, inViewThreshold, text }: Props) {
  const ref = useRef<HTMLVideoElement>(null);
  const [playing, setPlaying] = useState(false);

  useEffect(() => {
    const video = ref.current;
    if (!video || inViewThreshold === null || !('IntersectionObserver' in window)) return;
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    let observer: IntersectionObserver | null = null;
    const stop = afterFirstView(() => {
      observer = new IntersectionObserver(
        ([entry]) => (entry?.isIntersecting ? void video.play().catch(() => undefined) : video.pause()),
        { threshold: inViewThreshold },
      );
      observer.observe(video);
    });
    return () => {
      stop();
      observer?.disconnect();
    };
  }, [inViewThreshold]);

  const toggle = () => {
    const video = ref.current;
    if (!video) return;
    if (video.paused) void video.play().catch(() => undefined);
    else video.pause();
  };

  return (
    <>
      <video
        ref={ref}
        preload="none"
        muted
        playsInline
        loop
        poster={poster}
        width={width}
        height={height}
        aria-hidden="true"
        tabIndex={-1}
        data-testid="jumbotron-video"
        onPlaying={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
        className={`absolute inset-0 h-full w-full object-cover transition-opacity duration-300 ${playing ? 'opacity-100' : 'opacity-0'}`}
      >
        <source src={src} type="video/mp4" />
      </video>
      <button
        type="button"
        onClick={toggle}
        aria-pressed={playing}
        className="absolute right-3 top-3 rounded-full bg-black/60 px-3 py-1.5 text-sm font-medium text-white hover:bg-black/75 focus-visible:outline-2 focus-visible:outline-white"
      >
        {playing ? text.pause : text.play}
      </button>
    </>
  );
}
