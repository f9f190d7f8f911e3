'use client';

import { createContext, type ReactNode, useContext } from 'react';
import { studioString } from '@/lib/studio/studio-text';

/**
 * The group room's strings (messages namespace `ChatRoom`, flattened: 'reactions.heart', …),
 * translated on the server and handed down once through context: the guest's chat room and
 * clash bar sit inside the chat panel, the studio's cards inside her live page.
 */
export type RoomText = Readonly<Record<string, string>>;
export type RoomT = (key: string, values?: Record<string, string | number>) => string;

const RoomTextContext = createContext<RoomText | null>(null);

export function RoomTextProvider({ text, children }: { text: RoomText; children: ReactNode }) {
  return <RoomTextContext.Provider value={text}>{children}</RoomTextContext.Provider>;
}

/** t('clash.vote', {name}); without a provider the key shows as itself (never blank). */
export function useRoomT(): RoomT {
  const text = useContext(RoomTextContext) ?? {};
  return (key, values) => studioString(text, key, values);
}
