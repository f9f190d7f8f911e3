'use client';

import { type ComponentType, type ComponentProps, useEffect, useState } from 'react';
import type { Locale } from '@/i18n/routing';
import { isLoggedIn, useGuest } from '@/stores/guest';

import type { HeaderUnreadText } from './header-unread-text';

export type { HeaderUnreadText };

type View = ComponentType<ComponentProps<typeof import('./header-unread-view').HeaderUnreadView>>;
let viewChunk: Promise<View> | null = null;
const loadView = () => (viewChunk ??= import('./header-unread-view').then((module) => module.HeaderUnreadView));

/**
 * The header's messenger link with the unread count, for a logged-in guest only. Only this shell
 * is first-load JavaScript: the link, the REST read and the WebSocket subscription load after
 * hydration, once a guest is known (header-unread-view.tsx).
 */
export function HeaderUnreadLink({ locale, text, variant = 'icon' }: { locale: Locale; text: HeaderUnreadText; variant?: 'icon' | 'menu' }) {
  const guest = useGuest();
  const loggedIn = isLoggedIn(guest);
  const [View, setView] = useState<View | null>(null);

  useEffect(() => {
    if (!loggedIn || View) return;
    let live = true;
    void loadView().then((loaded) => live && setView(() => loaded));
    return () => {
      live = false;
    };
  }, [loggedIn, View]);

  if (!isLoggedIn(guest) || !View) return null;
  // Keyed by guest: a count of another guest (before a logout) never shows.
  return <View key={guest.guestId} locale={locale} text={text} variant={variant} guestId={guest.guestId} />;
}
