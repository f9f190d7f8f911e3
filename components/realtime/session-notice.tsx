'use client';

import { useSyncExternalStore } from 'react';
import { BottomNotice, type BottomNoticeText } from '@/components/guest/bottom-notice';
import { sessionNoticeStore } from '@/lib/realtime/session-notice-store';

export type SessionNoticeText = BottomNoticeText;

/**
 * §4 "Session expired": the session was ended elsewhere (logout everywhere, new password); the
 * page has logged the guest out (lib/guest/session-reactions.ts) and says why here.
 */
export function SessionNotice({ text }: { text: SessionNoticeText }) {
  const notice = useSyncExternalStore(sessionNoticeStore.subscribe, sessionNoticeStore.current, () => null);
  if (notice !== 'sessionExpired') return null;
  return <BottomNotice id="session-expired-title" text={text} onClose={sessionNoticeStore.dismiss} />;
}
