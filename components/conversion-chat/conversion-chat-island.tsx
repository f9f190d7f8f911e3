'use client';

import { type ComponentType, useEffect, useState } from 'react';
import type { Locale } from '@/i18n/routing';
import { conversionChatPhase } from '@/lib/conversion-chat/conversion-chat-rules';
import { isLoggedIn, useGuest } from '@/stores/guest';
import { useGuestSession } from '@/stores/guest-session';
import type { ConversionChatText } from './conversion-chat-text';

type PanelProps = { locale: Locale; text: ConversionChatText };

/**
 * Loads the box, the pill and their clock as a separate chunk once the session says the logged-in
 * guest is a candidate or eligible now (first-load JavaScript stays small; visitors and the many
 * guests the offer is not for never load the box and its dialog). A later session (after a
 * sign-up, a reload) is looked at again.
 */
export function ConversionChatIsland({ locale, text }: PanelProps) {
  const guest = useGuest();
  const loggedIn = isLoggedIn(guest);
  const state = useGuestSession()?.conversionChat ?? null;
  const [Panel, setPanel] = useState<ComponentType<PanelProps> | null>(null);

  useEffect(() => {
    if (!loggedIn || Panel || conversionChatPhase(Math.floor(Date.now() / 1000), state) === null) return;
    let live = true;
    void import('./conversion-chat-panel').then((module) => live && setPanel(() => module.ConversionChatPanel));
    return () => {
      live = false;
    };
  }, [loggedIn, Panel, state]);

  if (!isLoggedIn(guest) || !Panel) return null;
  return <Panel key={guest.guestId} locale={locale} text={text} />;
}
