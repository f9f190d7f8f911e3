'use client';

import { useEffect, useRef } from 'react';

type Props = { stream: MediaStream | null; muted: boolean; label: string; className?: string; testId?: string; hidden?: boolean };

/**
 * The element a live stream plays in (the guest's chat, the studio's preview and private call):
 * srcObject set after mount (it is no attribute), inline on phones, muted until the page lets the
 * guest turn the sound on (autoplay rules); turning the sound on plays it again, since a blocked
 * autoplay leaves it paused. Hidden keeps the element (and the stream) but shows nothing.
 */
export function LiveVideo({ stream, muted, label, className, testId, hidden = false }: Props) {
  const ref = useRef<HTMLVideoElement>(null);

  useEffect(() => {
    const video = ref.current;
    if (!video || video.srcObject === stream) return;
    video.srcObject = stream;
    if (stream) void video.play?.()?.catch(() => {}); // blocked autoplay: the page's sound button takes over
  }, [stream]);

  useEffect(() => {
    const video = ref.current;
    if (video?.srcObject && !muted) void video.play?.()?.catch(() => {});
  }, [muted]);

  return (
    <video
      ref={ref}
      data-testid={testId}
      className={`${className ?? ''} ${hidden ? 'invisible' : ''}`}
      aria-label={label}
      autoPlay
      playsInline
      muted={muted}
    />
  );
}
