'use client';

import { type ComponentType, useEffect, useState } from 'react';
import { isLoggedIn, useGuest } from '@/stores/guest';
import type { NotificationText } from './notification-text';

type PanelProps = { text: NotificationText; guestId: number };

/**
 * Loads the bell, its dropdown and the pop-ups as a separate chunk once a logged-in guest is
 * known after hydration (first-load JavaScript stays small; visitors never load it).
 */
export function NotificationIsland({ text }: { text: NotificationText }) {
  const guest = useGuest();
  const [Panel, setPanel] = useState<ComponentType<PanelProps> | null>(null);
  const loggedIn = isLoggedIn(guest);

  useEffect(() => {
    if (!loggedIn || Panel) return;
    let live = true;
    void import('./notification-panel').then((module) => live && setPanel(() => module.NotificationPanel));
    return () => {
      live = false;
    };
  }, [loggedIn, Panel]);

  if (!isLoggedIn(guest) || !Panel) return null;
  return <Panel key={guest.guestId} text={text} guestId={guest.guestId} />;
}
