import { trackSubscriptionPurchase } from '@/lib/analytics/data-layer';
import { emailVerifiedReloads, subscriptionUpdateReloads } from '@/lib/realtime/reload-rules';
import { runSubscriptionUpdateCallbacks } from '@/lib/realtime/subscription-callbacks';
import type { RealtimeSession } from '@/lib/realtime/session';
import { guestSessionStore } from '@/stores/guest-session';
import { incentiveStore } from '@/stores/incentives';
import { whenNoFlow } from '@/stores/overlay';
import { sessionNoticeStore } from '@/stores/session-notice';
import { isOwnLogoutEcho } from './own-logout';
import { balanceObserved } from './top-up-callback';

/** The part of the session the reactions use (tests hand in a fake). */
type EventSource = Pick<RealtimeSession, 'on'>;
/** Where the page is (the §4 reload exceptions) and how it waits for an open payment flow. */
export type GuestEventPage = { pathname: string; platform: 'desktop' | 'mobile'; whenNoFlow: (run: () => void) => void };
const currentPage = (): GuestEventPage => ({ pathname: window.location.pathname, platform: 'desktop', whenNoFlow });

/**
 * §4 guest events: the §7 incoming messages change the guest's session through its events
 * (stores/guest-session.ts). Loaded with the real-time session chunk, after hydration.
 * `reload` reloads the page once no flow is open (§4: callbacks wait for the flow to close).
 */
export function reactToGuestEvents(session: EventSource, reload: () => void, page?: GuestEventPage): () => void {
  // Read where the page is when an event arrives (it may have navigated since).
  const where = () => page ?? currentPage();
  const { actions } = guestSessionStore.getState();
  const stops = [
    // §7 guestBalance after every change of the balance: the header follows without a reload.
    // §4 "a payment runs the pending top-up callback and reloads incentives": a rise of the balance is a payment.
    // An event older than the balance shown (its version) is ignored whole: it is no payment either.
    session.on('guestBalance', (event) => {
      const balance = { balance: event.guestBalance, balanceFormatted: event.guestBalanceFormatted, isPayingCustomer: event.guestIsPayingCustomer };
      if (!actions.balanceChanged(balance, event.version)) return;
      if (balanceObserved(event.guestBalance)) incentiveStore.getState().actions.reloadRequested();
    }),
    // §4 "Guest locked: logout". The token and the session are already dead on the server; the
    // logout call clears the cookies and the page becomes a visitor's without a reload.
    session.on('guestLocked', () => {
      actions.lockChanged(true);
      void import('./guest-auth').then((auth) => auth.logOut());
    }),
    session.on('guestVouchers', (event) => actions.vouchersChanged(event.vouchers)),
    // §7 bonusCodeRedeemed: a code may grant what no other event carries (boughtGifts), so the session is read again.
    session.on('bonusCodeRedeemed', () => void import('./guest-auth').then((auth) => auth.reloadGuestSession())),
    // §4 "Email verified: reloads the page except on the mobile platform or TV livestream pages."
    // Where the page stays, the store follows so the account notice disappears without a reload.
    session.on('emailVerified', () => {
      if (emailVerifiedReloads(where())) reload();
      else actions.emailVerified();
    }),
    // §4 "Session expired: reloads unless a payment flow awaits feedback": the server ended the
    // session (logout everywhere, password change), so the page logs out like on guestLocked and
    // says why; whenNoFlow waits while a payment flow awaits feedback.
    // The echo of this page's own logout (the server tells all of the guest's sockets) is no news.
    session.on('sessionExpired', () =>
      where().whenNoFlow(() => {
        if (isOwnLogoutEcho()) return;
        sessionNoticeStore.getState().actions.noticeShown('sessionExpired');
        void import('./guest-auth').then((auth) => auth.logOut());
      }),
    ),
    // §7 loyaltyPointsChanged(points): the §3 session's loyaltyPoints.
    session.on('loyaltyPointsChanged', (event) => actions.loyaltyPointsChanged(event.points)),
    session.on('dataProtection', (event) => actions.dataProtectionChanged(event.showDataProtection)),
    // §4 voicecall start or stop: the voicecall-active flag (the call box defers an anonymous stop's reload).
    session.on('voicecallStart', (event) => actions.voicecallChanged(event)),
    session.on('voicecallStop', (event) => actions.voicecallChanged(event)),
    // §4 avs events: pending and rejected only change the status; set and revoked then reload, so
    // the page's fsk-18 media follow the new status (no callback registered).
    session.on('avsPending', () => actions.avsStatusChanged('pending')),
    session.on('avsRejected', (event) => actions.avsStatusChanged('rejected', event.message)),
    session.on('avsSet', () => {
      actions.avsStatusChanged('accepted');
      reload();
    }),
    session.on('avsRevoked', () => {
      actions.avsStatusChanged('unknown');
      reload();
    }),
    // §4: a VIP or TV subscription update sets the flags, then runs the page's callbacks (registered
    // parts, or the TV pages by their path), else reloads.
    // §4 "when a subscription starts, a purchase is tracked with its price in EUR" (with analytics consent).
    session.on('vipUpdate', (event) => {
      actions.vipChanged(event.isVip);
      if (event.started) trackSubscriptionPurchase('vip', event.started);
      if (!runSubscriptionUpdateCallbacks() && subscriptionUpdateReloads(where())) reload();
    }),
    session.on('tvUpdate', (event) => {
      actions.tvChanged(event.isVXTVAboSubscriber);
      if (event.started) trackSubscriptionPurchase('tv', event.started);
      if (!runSubscriptionUpdateCallbacks() && subscriptionUpdateReloads(where())) reload();
    }),
  ];
  return () => {
    for (const stop of stops) stop();
  };
}
