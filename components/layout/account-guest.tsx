'use client';

import { buttonStyles } from '@/components/ui/button-styles';
import { openTopUp } from '@/lib/guest/open-top-up';
import type { LoggedInGuest } from '@/stores/guest';
import { useGuestBalance } from '@/stores/guest-session';
import type { AccountAreaText } from './account-area-text';

const logOut = () => void import('@/lib/guest/guest-auth').then((auth) => auth.logOut());

type AccountGuestProps = { text: AccountAreaText; guest: LoggedInGuest; variant: 'full' | 'login-only' | 'stacked' };

/** The logged-in half of AccountArea: balance (top-up), screen name (personal area), logout. Loaded for a guest only. */
export function AccountGuest({ text, guest, variant }: AccountGuestProps) {
  const balance = useGuestBalance();
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
