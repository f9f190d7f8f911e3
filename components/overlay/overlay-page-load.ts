import { overlayController } from '@/lib/overlay/overlay-loader';
import { LOGGED_IN_HINT } from '@/stores/guest';
import { type OverlayConfig, configureOverlay } from '@/stores/overlay';

/** Parameters that mean "finish or reopen a flow" on arrival (§2 return parameters, §3 success redirect). */
const RETURN_PARAMS = /[?&](showModalbox|vxpAutoFlow|u|tpLoginPwdLost|tpEmailPwdLost|transfer_token|jump)=/;

/**
 * What the page does for the overlay once it has hydrated, before its host is drawn (the host,
 * components/overlay/overlay-host.tsx, loads after the first view): the server's configuration
 * (the doors read it when a login or top-up button is clicked), the §3 partner of an affiliate
 * link, a logged-in guest restored, the return parameters handled.
 */
export function overlayPageLoaded(config: OverlayConfig): void {
  configureOverlay(config);
  // §3 partner id and subref of an affiliate link, kept for the overlay options w and ws; the
  // parser loads only for such a link (first-load JavaScript budget).
  if (/[?&]w=/.test(window.location.search)) {
    void import('@/lib/cookies/partner').then(({ partnerCookies, partnerFromQuery }) => {
      for (const cookie of partnerCookies(partnerFromQuery(window.location.search), window.location.protocol === 'https:')) document.cookie = cookie;
    });
  }
  if (LOGGED_IN_HINT.test(document.cookie)) void import('@/lib/guest/guest-auth').then((auth) => auth.restoreGuest());
  if (RETURN_PARAMS.test(window.location.search)) void overlayController().then((c) => c.handleReturn());
}
