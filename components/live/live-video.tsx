'use client';

import { useEffect, useRef } from 'react';

/**
 * The element a live stream plays in: srcObject set after mount (it is no attribute), inline on
 * phones, muted until the page lets the guest turn the sound on (autoplay rules).
 */
export function LiveVideo({ stream, muted, label, className }: { stream: MediaStream | null; muted: boolean; label: string; className?: string }) {
  const ref = useRef<HTMLVideoElement>(null);

  useEffect(() => {
    const video = ref.current;
    if (!video || video.srcObject === stream) return;
    video.srcObject = stream;
    if (stream) void video.play().catch(() => {}); // blocked autoplay: the page's play button takes over
  }, [stream]);

  return <video ref={ref} className={className} aria-label={label} autoPlay playsInline muted={muted} />;
}
