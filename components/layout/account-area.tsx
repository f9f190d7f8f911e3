'use client';

import { buttonStyles } from '@/components/ui/button-styles';
import { useGuestBalance } from '@/stores/guest-session';
import { openTopUp } from '@/lib/guest/open-top-up';
import { useGuest } from '@/stores/guest';
import { overlayController } from '@/lib/overlay/overlay-loader';

export type AccountAreaText = {
  login: string;
  signup: string;
  /** "Your account: {name}", with the name already filled in on the client. */
  account: string;
  logout: string;
  accountLoading: string;
  /** The personal area (balance, receipts, settings). */
  accountHref: string;
  /** "Balance: {balance}. Top up" */
  balance: string;
  /** §5: login and sign-up can be disabled by config; their buttons are then not shown. */
  loginEnabled: boolean;
  signupEnabled: boolean;
};

type AccountAreaProps = {
  text: AccountAreaText;
  /** Compact: one button (mobile header); stacked: the mobile menu's two-column row. */
  variant?: 'full' | 'login-only' | 'stacked';
};

const openLogin = () => void overlayController().then((c) => c.openAuth({ view: 'login', force: true }));
const openSignup = () => void overlayController().then((c) => c.openAuth({ view: 'signup', force: true }));
const logOut = () => void import('@/lib/guest/guest-auth').then((auth) => auth.logOut());

/**
 * Login and sign-up for a visitor; the balance (top-up), the screen name (personal area) and logout for a guest. The page
 * is cached for everyone, so the server renders the visitor's buttons and the browser swaps in
 * the guest after login, logout or page load (stores/guest.ts), without a reload.
 */
export function AccountArea({ text, variant = 'full' }: AccountAreaProps) {
  const guest = useGuest();
  const balance = useGuestBalance();

  if (guest.status === 'pending') {
    return <span role="status" aria-label={text.accountLoading} className="inline-block h-10 w-24 animate-pulse rounded-full bg-surface-2" />;
  }

  if (guest.status === 'guest') {
    const label = text.account.replace('{name}', guest.screenName);
    const initial = guest.screenName.charAt(0).toLocaleUpperCase();
    if (variant === 'login-only') {
      return (
        <a href={text.accountHref} aria-label={label} className="grid size-10 place-items-center rounded-full bg-accent font-bold text-on-accent">
          {initial}
        </a>
      );
    }
    return (
      <div className={variant === 'stacked' ? 'grid grid-cols-2 gap-3' : 'flex items-center gap-2'}>
        {balance ? (
          <button
            type="button"
            onClick={() => openTopUp()}
            aria-label={text.balance.replace('{balance}', balance.balanceFormatted)}
            data-balance={balance.balance}
            className={`${buttonStyles.secondary} tabular-nums ${variant === 'stacked' ? 'col-span-2' : ''}`}
          >
            <span aria-hidden="true" className="text-accent">
              +
            </span>
            {balance.balanceFormatted}
          </button>
        ) : null}
        <a href={text.accountHref} aria-label={label} className={`${buttonStyles.secondary} max-w-48`}>
          <span aria-hidden="true" className="grid size-6 shrink-0 place-items-center rounded-full bg-accent text-xs font-bold text-on-accent">
            {initial}
          </span>
          {/* The name needs room the header only has on very wide screens; the label names it always. */}
          <span className="hidden truncate 2xl:inline">{guest.screenName}</span>
        </a>
        <button type="button" onClick={logOut} className={buttonStyles.secondary}>
          {text.logout}
        </button>
      </div>
    );
  }

  if (!text.loginEnabled) return null;
  if (variant === 'login-only' || !text.signupEnabled) {
    return (
      <button type="button" onClick={openLogin} className={buttonStyles.secondary}>
        {text.login}
      </button>
    );
  }
  return (
    <div className={variant === 'stacked' ? 'grid grid-cols-2 gap-3' : 'flex items-center gap-2'}>
      <button type="button" onClick={openLogin} className={buttonStyles.secondary}>
        {text.login}
      </button>
      <button type="button" onClick={openSignup} className={buttonStyles.primary}>
        {text.signup}
      </button>
    </div>
  );
}
