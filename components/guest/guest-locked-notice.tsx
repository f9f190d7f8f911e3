'use client';

import { useGuestSessionActions, useLockedOut } from '@/stores/guest-session';
import { BottomNotice, type BottomNoticeText } from './bottom-notice';

export type GuestLockedText = BottomNoticeText;

/**
 * §4 "Guest locked: logout": the page logs the guest out at once (lib/guest/session-reactions.ts)
 * and says why here, until the guest closes the notice or logs in again.
 */
export function GuestLockedNotice({ text }: { text: GuestLockedText }) {
  const lockedOut = useLockedOut();
  const { lockNoticeClosed } = useGuestSessionActions();
  if (!lockedOut) return null;
  return <BottomNotice id="guest-locked-title" text={text} onClose={lockNoticeClosed} />;
}
