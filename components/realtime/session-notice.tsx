'use client';

import { BottomNotice, type BottomNoticeText } from '@/components/guest/bottom-notice';
import { useSessionNotice, useSessionNoticeActions } from '@/stores/session-notice';

export type SessionNoticeText = BottomNoticeText;

/**
 * §4 "Session expired": the session was ended elsewhere (logout everywhere, new password); the
 * page has logged the guest out (lib/guest/session-reactions.ts) and says why here.
 */
export function SessionNotice({ text }: { text: SessionNoticeText }) {
  const notice = useSessionNotice();
  const { noticeDismissed } = useSessionNoticeActions();
  if (notice !== 'sessionExpired') return null;
  return <BottomNotice id="session-expired-title" text={text} onClose={noticeDismissed} />;
}
