import type { ReactNode } from 'react';
import type { Locale } from '@/i18n/routing';
import { ClashBarIsland } from './clash-bar-island';
import { RoomTextProvider } from './room-text';
import { roomText } from './room-text-server';

/**
 * Wraps the profile's chat panel (components/chat/chat-section.tsx) with the group room's strings
 * and adds the clash-of-cams bar under it. Public content only: the page is cached for everyone;
 * the bar loads and asks for her running clash once the page is idle.
 */
export async function RoomSection({ actorId, locale, children }: { actorId: number; locale: Locale; children: ReactNode }) {
  return (
    <RoomTextProvider text={await roomText(locale)}>
      {children}
      <ClashBarIsland actorId={actorId} language={locale} />
    </RoomTextProvider>
  );
}
