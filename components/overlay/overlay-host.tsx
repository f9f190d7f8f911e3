'use client';

import { useEffect, useRef } from 'react';
import { partnerCookies, partnerFromQuery } from '@/lib/cookies/partner';
import { LOGGED_IN_HINT } from '@/stores/guest';
import {
  OVERLAY_FRAME_HEIGHT_PX,
  OVERLAY_FRAME_WIDTH_PX,
  OVERLAY_FRAME_Z_INDEX,
  OVERLAY_SPINNER_SIZE_PX,
  OVERLAY_SPINNER_Z_INDEX,
  OVERLAY_Z_INDEX,
} from '@/lib/overlay/constants';
import { overlayController } from '@/lib/overlay/overlay-loader';
import { type OverlayConfig, configureOverlay, useOverlayState } from '@/stores/overlay';

/** Parameters that mean "finish or reopen a flow" on arrival (§2 return parameters, §3 success redirect). */
const RETURN_PARAMS = /[?&](showModalbox|vxpAutoFlow|u|tpLoginPwdLost|tpEmailPwdLost|transfer_token|jump)=/;

/**
 * The overlay of the hosted flow (§4, §9): hidden → a backdrop (z 10000) with a 140 px spinner
 * (z 100000) until the frame is ready → the frame (z 10001), 675×740 and at most the viewport,
 * full height for auto recharge. Plus the hidden helper frame once the controller asked for it.
 * On page load it restores a logged-in guest and handles the return parameters.
 */
export function OverlayHost({ config, text }: { config: OverlayConfig; text: { loading: string; dialog: string } }) {
  const { frame, helperUrl, helperId } = useOverlayState();
  const frameRef = useRef<HTMLIFrameElement>(null);

  useEffect(() => {
    configureOverlay(config);
  }, [config]);

  useEffect(() => {
    // §3 partner id and subref of an affiliate link, kept for the overlay options w and ws.
    for (const cookie of partnerCookies(partnerFromQuery(window.location.search), window.location.protocol === 'https:')) document.cookie = cookie;
    if (LOGGED_IN_HINT.test(document.cookie)) void import('@/lib/guest/guest-auth').then((auth) => auth.restoreGuest());
    if (RETURN_PARAMS.test(window.location.search)) void overlayController().then((c) => c.handleReturn());
  }, []);

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
