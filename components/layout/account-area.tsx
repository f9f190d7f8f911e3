'use client';

import { useEffect, useState } from 'react';
import { buttonStyles } from '@/components/ui/button-styles';
import { useGuest } from '@/stores/guest';
import { overlayController } from '@/lib/overlay/overlay-loader';
import type { AccountAreaText } from './account-area-text';

export type { AccountAreaText };

type AccountAreaProps = {
  text: AccountAreaText;
  /** Compact: one button (mobile header); stacked: the mobile menu's two-column row. */
  variant?: 'full' | 'login-only' | 'stacked';
};

const openLogin = () => void overlayController().then((c) => c.openAuth({ view: 'login', force: true }));
const openSignup = () => void overlayController().then((c) => c.openAuth({ view: 'signup', force: true }));

type AccountGuest = typeof import('./account-guest').AccountGuest;
// The guest's half (balance, top-up, logout) is its own chunk: visitors never load it (first-load budget).
let guestChunk: Promise<AccountGuest> | null = null;
const loadAccountGuest = () => (guestChunk ??= import('./account-guest').then((module) => module.AccountGuest));

/**
 * Login and sign-up for a visitor; the balance (top-up), the screen name (personal area) and logout for a guest. The page
 * is cached for everyone, so the server renders the visitor's buttons and the browser swaps in
 * the guest after login, logout or page load (stores/guest.ts), without a reload.
 */
export function AccountArea({ text, variant = 'full' }: AccountAreaProps) {
  const guest = useGuest();
  const loggedIn = guest.status === 'guest';
  const [Guest, setGuest] = useState<AccountGuest | null>(null);
  useEffect(() => {
    if (!loggedIn || Guest) return;
    let live = true;
    void loadAccountGuest().then((loaded) => live && setGuest(() => loaded));
    return () => {
      live = false;
    };
  }, [loggedIn, Guest]);
  const placeholder = <span role="status" aria-label={text.accountLoading} className="inline-block h-10 w-24 animate-pulse rounded-full bg-surface-2" />;

  if (guest.status === 'pending') return placeholder;

  if (guest.status === 'guest') {
    // Until the guest's half has arrived, the placeholder stands (it is the same size).
    return Guest ? <Guest text={text} guest={guest} variant={variant} /> : placeholder;
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
