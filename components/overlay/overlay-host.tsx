'use client';

import { useEffect, useRef } from 'react';
import {
  OVERLAY_FRAME_HEIGHT_PX,
  OVERLAY_FRAME_WIDTH_PX,
  OVERLAY_FRAME_Z_INDEX,
  OVERLAY_SPINNER_SIZE_PX,
  OVERLAY_SPINNER_Z_INDEX,
  OVERLAY_Z_INDEX,
} from '@/lib/overlay/constants';
import { overlayController } from '@/lib/overlay/overlay-loader';
import { useOverlayState } from '@/stores/overlay';

/**
 * The overlay of the hosted flow (§4, §9): hidden → a backdrop (z 10000) with a 140 px spinner
 * (z 100000) until the frame is ready → the frame (z 10001), 675×740 and at most the viewport,
 * full height for auto recharge. Plus the hidden helper frame once the controller asked for it.
 * It loads after the first view: what the page does on load for the overlay (configuration,
 * partner, restoring a logged-in guest, return parameters) runs at hydration
 * (overlay-page-load.ts), and a flow opened before the host is drawn shows once it is, from
 * stores/overlay.ts.
 */
export function OverlayHost({ text }: { text: { loading: string; dialog: string } }) {
  const { frame, helperUrl, helperId } = useOverlayState();
  const frameRef = useRef<HTMLIFrameElement>(null);

  const open = frame !== null;
  const visible = frame?.visible === true;
  useEffect(() => {
    if (!open) return;
    const previous = document.activeElement as HTMLElement | null;
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') void overlayController().then((c) => c.closeOverlay());
    };
    window.addEventListener('keydown', onKey);
    return () => {
      document.body.style.overflow = overflow;
      window.removeEventListener('keydown', onKey);
      previous?.focus?.();
    };
  }, [open]);

  useEffect(() => {
    if (visible) frameRef.current?.focus();
  }, [visible]);

  const fullHeight = frame?.flow === 'autorecharge';
  return (
    <>
      {helperUrl && helperId ? <iframe src={helperUrl} data-frame-id={helperId} title="" aria-hidden="true" tabIndex={-1} hidden /> : null}
      {frame ? (
        <div
          role="dialog"
          aria-modal="true"
          aria-label={text.dialog}
          className="fixed inset-0 grid place-items-center bg-black/75 backdrop-blur-sm"
          style={{ zIndex: OVERLAY_Z_INDEX }}
        >
          {visible ? null : (
            <div role="status" aria-label={text.loading} className="fixed inset-0 grid place-items-center" style={{ zIndex: OVERLAY_SPINNER_Z_INDEX }}>
              <span
                aria-hidden="true"
                className="animate-spin rounded-full border-8 border-white/15 border-t-accent"
                style={{ width: OVERLAY_SPINNER_SIZE_PX, height: OVERLAY_SPINNER_SIZE_PX }}
              />
            </div>
          )}
          <div
            className="relative overflow-hidden sm:rounded-tile sm:shadow-2xl"
            style={{
              zIndex: OVERLAY_FRAME_Z_INDEX,
              width: `min(${OVERLAY_FRAME_WIDTH_PX}px, 100vw)`,
              height: fullHeight ? '100vh' : `min(${OVERLAY_FRAME_HEIGHT_PX}px, 100dvh)`,
              visibility: visible ? 'visible' : 'hidden',
            }}
          >
            <iframe
              ref={frameRef}
              key={frame.frameId}
              src={frame.url}
              data-frame-id={frame.frameId}
              title={text.dialog}
              // Before it is ready the frame keeps its own size; once ready it fills its box (§9).
              style={visible ? { width: '100%', height: '100%' } : { width: OVERLAY_FRAME_WIDTH_PX, height: OVERLAY_FRAME_HEIGHT_PX }}
              className="block border-0 bg-surface"
            />
          </div>
        </div>
      ) : null}
    </>
  );
}
