'use client';

import { type ComponentType, useEffect, useState } from 'react';
import type { Locale } from '@/i18n/routing';
import { isLoggedIn, useGuest } from '@/stores/guest';
import type { ConversionChatText } from './conversion-chat-text';

type PanelProps = { locale: Locale; text: ConversionChatText };

/**
 * Loads the box, the pill and their clock as a separate chunk once a logged-in guest is known
 * after hydration (first-load JavaScript stays small; visitors never load it).
 */
export function ConversionChatIsland({ locale, text }: PanelProps) {
  const guest = useGuest();
  const loggedIn = isLoggedIn(guest);
  const [Panel, setPanel] = useState<ComponentType<PanelProps> | null>(null);

  useEffect(() => {
    if (!loggedIn || Panel) return;
    let live = true;
    void import('./conversion-chat-panel').then((module) => live && setPanel(() => module.ConversionChatPanel));
    return () => {
      live = false;
    };
  }, [loggedIn, Panel]);

  if (!isLoggedIn(guest) || !Panel) return null;
  return <Panel key={guest.guestId} locale={locale} text={text} />;
}
