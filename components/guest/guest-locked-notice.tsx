'use client';

import { buttonStyles } from '@/components/ui/button-styles';
import { useGuestSessionActions, useLockedOut } from '@/stores/guest-session';

export type GuestLockedText = { title: string; body: string; close: string };

/**
 * §4 "Guest locked: logout": the page logs the guest out at once (lib/guest/session-reactions.ts)
 * and says why here, until the guest closes the notice or logs in again.
 */
export function GuestLockedNotice({ text }: { text: GuestLockedText }) {
  const lockedOut = useLockedOut();
  const { lockNoticeClosed } = useGuestSessionActions();
  if (!lockedOut) return null;
  return (
    <section
      role="alert"
      aria-labelledby="guest-locked-title"
      className="fixed inset-x-0 bottom-0 z-[60] border-t border-line bg-surface px-4 py-4 shadow-2xl sm:px-6"
    >
      <div className="mx-auto flex max-w-[1200px] flex-col gap-3 md:flex-row md:items-center md:justify-between">
        <div className="text-sm">
          <h2 id="guest-locked-title" className="text-base font-semibold">
            {text.title}
          </h2>
          <p className="mt-1 text-muted">{text.body}</p>
        </div>
        <button type="button" onClick={lockNoticeClosed} className={`${buttonStyles.secondary} shrink-0`}>
          {text.close}
        </button>
      </div>
    </section>
  );
}
