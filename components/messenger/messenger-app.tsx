'use client';

import { QueryProvider } from '@/components/providers/query-provider';
import type { Locale } from '@/i18n/routing';
import { isLoggedIn, useGuest } from '@/stores/guest';
import { MessengerLogin } from './messenger-login';
import { MessengerShell } from './messenger-shell';
import type { MessengerText } from './messenger-text';

type Props = { locale: Locale; text: MessengerText; actorHref: string };

/**
 * The /messenger/ page in the browser. The HTML is the same for everyone (cached);
 * a visitor sees the login prompt, a guest the channels, loaded with the guest's token.
 */
export function MessengerApp({ locale, text, actorHref }: Props) {
  const guest = useGuest();
  if (guest.status === 'pending') {
    return (
      <p role="status" className="text-sm text-muted">
        {text.loading}
      </p>
    );
  }
  if (!isLoggedIn(guest)) return <MessengerLogin text={text} />;
  return (
    <QueryProvider>
      {/* A new guest gets a new shell: no state of the last one survives a logout and login. */}
      <MessengerShell key={guest.guestId} locale={locale} guestId={guest.guestId} text={text} actorHref={actorHref} />
    </QueryProvider>
  );
}
