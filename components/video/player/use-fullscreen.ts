import { type RefObject, useCallback, useEffect, useState } from 'react';

type IosVideo = HTMLVideoElement & { webkitEnterFullscreen?: () => void };

/**
 * Full screen for the player box (its own controls stay), following the browser's state (Escape
 * leaves it too). Where only the video element can go full screen (iPhone Safari), it does so
 * with the system's controls.
 */
export function useFullscreen(box: RefObject<HTMLElement | null>, video: RefObject<HTMLVideoElement | null>) {
  const [fullscreen, setFullscreen] = useState(false);

  useEffect(() => {
    const sync = () => setFullscreen(document.fullscreenElement !== null && document.fullscreenElement === box.current);
    document.addEventListener('fullscreenchange', sync);
    return () => document.removeEventListener('fullscreenchange', sync);
  }, [box]);

  const toggleFullscreen = useCallback(() => {
    if (document.fullscreenElement) {
      void document.exitFullscreen().catch(() => {});
      return;
    }
    const element = box.current;
    if (element && typeof element.requestFullscreen === 'function' && document.fullscreenEnabled) {
      void element.requestFullscreen().catch(() => {});
      return;
    }
    (video.current as IosVideo | null)?.webkitEnterFullscreen?.();
  }, [box, video]);

  return { fullscreen, toggleFullscreen };
}
