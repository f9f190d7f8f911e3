import { useDeferredValue } from 'react';
import { useStore } from 'zustand';
import { useShallow } from 'zustand/react/shallow';
import { createStore } from 'zustand/vanilla';
import type { AvsStatus } from '@/lib/contracts/avs';
import type { GuestSession } from '@/lib/contracts/guest-session';
import type { GuestVoucher } from '@/lib/contracts/voucher';
import { voicecallActiveAfter } from '@/lib/chat/voice-reload';
import { roleFlags } from '@/lib/guest/roles';

/**
 * The one place for the logged-in guest's §3 session in the browser. It is loaded once per login
 * (lib/guest/guest-auth.ts → GET guest/session) and then changes only through the §4 events,
 * reported by the WebSocket reactions (lib/guest/session-reactions.ts); logout ends it.
 * Who is logged in, with the access token, is stores/guest.ts: read the guest's identity there.
 *
 * Type imports only: the header reads the balance from here on every page, and zod must stay
 * out of first-load JavaScript. A module store is safe: only the browser ever fills it (the
 * server renders every page for an anonymous visitor).
 */
export type GuestBalance = Pick<GuestSession, 'balance' | 'balanceFormatted' | 'isPayingCustomer'>;

type GuestSessionState = {
  /** null: anonymous, or a logged-in guest whose session has not arrived yet. */
  session: GuestSession | null;
  /**
   * §4 "Guest locked: logout": set when the lock ends the session, so the page can say why the
   * guest is logged out; it outlives the reset and is dismissed by the guest (or the next login).
   */
  lockedOut: boolean;
  /**
   * §6 premium is TV or VIP, or premium days from a bonus code. The session does not say which, so
   * a guest loaded as premium without TV is taken to hold premium days, which keep them premium
   * when VIP or TV end. (A VIP or TV update reloads the page anyway, §4, with the exact value.)
   */
  premiumDays: boolean;
  /** §3 guest session "voicecall flags": a voice call of this guest is connected (§7 voicecallStart/Stop, lib/chat/voice-reload.ts). */
  voicecall: { active: boolean; chatId: number | null };
  /**
   * The version of the balance shown (ledger_accounts.version, carried by guestBalance events and
   * the snapshot after every sessionAck); undefined while the shown balance is unordered (the
   * session's own read, or an event without a version).
   */
  balanceVersion: number | undefined;
  actions: {
    sessionLoaded: (session: GuestSession) => void;
    /** Applies a balance newer than the one shown (or unordered); answers whether it did. */
    balanceChanged: (balance: GuestBalance, version?: number) => boolean;
    vipChanged: (isVip: boolean) => void;
    tvChanged: (isVXTVAboSubscriber: boolean) => void;
    lockChanged: (isLocked: boolean) => void;
    avsStatusChanged: (avsStatus: AvsStatus, avsRejectMessage?: string | null) => void;
    vouchersChanged: (vouchers: GuestVoucher[]) => void;
    dataProtectionChanged: (showDataProtection: boolean) => void;
    /** §7 emailVerified where the page does not reload (§4: mobile platform, TV livestream). */
    emailVerified: () => void;
    /** §3 boughtGifts (gift id → quantity): lowered after a message used owned gifts (§4 gift composer). */
    boughtGiftsChanged: (boughtGifts: Record<string, number>) => void;
    /** §7 loyaltyPoints. */
    loyaltyPointsChanged: (loyaltyPoints: number) => void;
    lockNoticeClosed: () => void;
    /** §4 voicecall start or stop: sets the voicecall-active flag. */
    voicecallChanged: (event: { type: 'voicecallStart' | 'voicecallStop'; chatId: number }) => void;
    /** Logout, or another guest: the session is gone (the lock notice stays until closed). */
    sessionEnded: () => void;
  };
};

const NO_VOICECALL = { active: false, chatId: null };

/**
 * "Subscribe first, then read, then apply events newer than the read": a snapshot read after an
 * event was published may reach the page before that event; the older one must not take the
 * header back. Unordered knowledge on either side is older than anything ordered.
 */
export function balanceIsNewer(incoming: number | undefined, known: number | undefined): boolean {
  return incoming === undefined || known === undefined || incoming > known;
}

/** The store outside React (guest-auth, the WebSocket reactions, tests). */
export const guestSessionStore = createStore<GuestSessionState>()((set, get) => {
  /** An event changes a loaded session; before the session arrives its answer is the newer truth. */
  const patch = (change: (session: GuestSession) => Partial<GuestSession>) =>
    set((state) => (state.session ? { session: { ...state.session, ...change(state.session) } } : state));
  /** §6 (lib/guest/roles.ts): VIP counts as TV subscriber; premium is TV, VIP or premium days. */
  const roles = (state: GuestSessionState, vip: boolean, tv: boolean) =>
    state.session ? { session: { ...state.session, ...roleFlags({ vip, tv, premiumDays: state.premiumDays }) } } : state;
  /** A TV subscription of its own; while VIP the session cannot tell, and the next tvUpdate says. */
  const ownTv = (session: GuestSession) => session.isVXTVAboSubscriber && !session.isVip;
  return {
    session: null,
    lockedOut: false,
    premiumDays: false,
    voicecall: NO_VOICECALL,
    balanceVersion: undefined,
    actions: {
      sessionLoaded: (session) => set({ session, lockedOut: false, premiumDays: session.isPremium && !session.isVXTVAboSubscriber, balanceVersion: undefined }),
      balanceChanged: (balance, version) => {
        if (!balanceIsNewer(version, get().balanceVersion)) return false;
        set((state) => (state.session ? { session: { ...state.session, ...balance }, balanceVersion: version } : state));
        return true;
      },
      // §7 vipUpdate and tvUpdate arrive one after the other; each sets its own flag.
      vipChanged: (isVip) => set((state) => roles(state, isVip, state.session ? ownTv(state.session) : false)),
      tvChanged: (isTv) => set((state) => roles(state, state.session?.isVip ?? false, isTv)),
      lockChanged: (isLocked) => set((state) => ({ session: state.session ? { ...state.session, isLocked } : null, lockedOut: isLocked || state.lockedOut })),
      // §4: set → accepted (has avs); revoked → unknown; pending; rejected with the server's message.
      avsStatusChanged: (avsStatus, avsRejectMessage = null) =>
        patch(() => ({ avsStatus, hasAvs: avsStatus === 'accepted', avsRejectMessage: avsStatus === 'rejected' ? avsRejectMessage : null })),
      vouchersChanged: (vouchers) => patch(() => ({ vouchers })),
      dataProtectionChanged: (showDataProtection) => patch(() => ({ showDataProtection })),
      emailVerified: () => patch(() => ({ isEmailVerified: true })),
      boughtGiftsChanged: (boughtGifts) => patch(() => ({ boughtGifts })),
      loyaltyPointsChanged: (loyaltyPoints) => patch(() => ({ loyaltyPoints })),
      lockNoticeClosed: () => set({ lockedOut: false }),
      voicecallChanged: (event) => set((state) => ({ voicecall: voicecallActiveAfter(state.voicecall, event) })),
      sessionEnded: () => set({ session: null, premiumDays: false, voicecall: NO_VOICECALL, balanceVersion: undefined }),
    },
  };
});

const NO_VOUCHERS: GuestVoucher[] = [];

/**
 * Deferred: the session arrives after hydration and many islands (header, chat choice, seasonal
 * games, guest marks) re-render or mount on it. A zustand update renders synchronously in one task;
 * the deferred value renders again as a transition, which React splits into short tasks (§1 speed:
 * the guest's blocking time).
 */
const useGuestSessionStore = <T>(selector: (state: GuestSessionState) => T): T => useDeferredValue(useStore(guestSessionStore, selector));

export const useGuestSession = () => useGuestSessionStore((state) => state.session);

/** The header's balance (§7 guestBalance); null until the session is known. */
export const useGuestBalance = (): GuestBalance | null =>
  useGuestSessionStore(
    useShallow((state) =>
      state.session
        ? { balance: state.session.balance, balanceFormatted: state.session.balanceFormatted, isPayingCustomer: state.session.isPayingCustomer }
        : null,
    ),
  );

/** §6 role flags for components, as the session's events set them (lib/guest/roles.ts roleFlags). */
export const useIsVip = () => useGuestSessionStore((state) => state.session?.isVip === true);
export const useIsTvSubscriber = () => useGuestSessionStore((state) => state.session?.isVXTVAboSubscriber === true);
export const useIsPremium = () => useGuestSessionStore((state) => state.session?.isPremium === true);
export const useHasAvs = () => useGuestSessionStore((state) => state.session?.hasAvs === true);
export const useAvsStatus = () => useGuestSessionStore((state) => state.session?.avsStatus ?? null);
export const useVouchers = () => useGuestSessionStore((state) => state.session?.vouchers ?? NO_VOUCHERS);
/** §3 boughtGifts; null until the session is known (the composer then asks GET messenger/gifts). */
export const useBoughtGifts = (): Record<string, number> | null => useGuestSessionStore((state) => state.session?.boughtGifts ?? null);
/** The address-confirmation notice (§7 sendSignupEmail); null until the session is known. */
export const useIsEmailVerified = (): boolean | null => useGuestSessionStore((state) => state.session?.isEmailVerified ?? null);
export const useLockedOut = () => useGuestSessionStore((state) => state.lockedOut);
/** §3 voicecall flag: a voice call of this guest is connected right now. */
export const useVoicecallActive = () => useGuestSessionStore((state) => state.voicecall.active);

export const useGuestSessionActions = () => useGuestSessionStore((state) => state.actions);
