'use client';

import { useSyncExternalStore } from 'react';
import { buttonStyles } from '@/components/ui/button-styles';
import { sessionNoticeStore } from '@/lib/realtime/session-notice-store';

export type SessionNoticeText = { title: string; body: string; close: string };

/**
 * §4 "Session expired": the session was ended elsewhere (logout everywhere, new password); the
 * page has logged the guest out (lib/guest/session-reactions.ts) and says why here.
 */
export function SessionNotice({ text }: { text: SessionNoticeText }) {
  const notice = useSyncExternalStore(sessionNoticeStore.subscribe, sessionNoticeStore.current, () => null);
  if (notice !== 'sessionExpired') return null;
  return (
    <section
      role="alert"
      aria-labelledby="session-expired-title"
      className="fixed inset-x-0 bottom-0 z-[60] border-t border-line bg-surface px-4 py-4 shadow-2xl sm:px-6"
    >
      <div className="mx-auto flex max-w-[1200px] flex-col gap-3 md:flex-row md:items-center md:justify-between">
        <div className="text-sm">
          <h2 id="session-expired-title" className="text-base font-semibold">
            {text.title}
          </h2>
          <p className="mt-1 text-muted">{text.body}</p>
        </div>
        <button type="button" onClick={sessionNoticeStore.dismiss} className={`${buttonStyles.secondary} shrink-0`}>
          {text.close}
        </button>
      </div>
    </section>
  );
}
