'use client';

import { useState } from 'react';
import { fill } from '@/lib/format/fill';
import { sendSignupEmail } from '@/lib/realtime/send-signup-email';
import { useGuestSession } from '@/stores/guest-session';

export type EmailVerificationNoticeText = {
  notice: string;
  /** With {email} left in (t.raw), filled here with the account's address. */
  noticeLead: string;
  resend: string;
  sent: string;
  sendFailed: string;
};

/**
 * The personal area's reminder while the guest's address is unconfirmed: the mail again through
 * §7 sendSignupEmail. It disappears when the §3 session says verified (after the §4 reload on
 * emailVerified, or the store's setter where the page does not reload).
 */
export function EmailVerificationNotice({ text }: { text: EmailVerificationNoticeText }) {
  const session = useGuestSession();
  const [state, setState] = useState<'idle' | 'sent' | 'failed'>('idle');
  if (!session || session.isEmailVerified) return null;

  const resend = () => setState(sendSignupEmail(session.email) ? 'sent' : 'failed');
  return (
    <section aria-labelledby="email-verification-notice" className="rounded-tile border border-accent/50 bg-surface p-4">
      <h2 id="email-verification-notice" className="font-semibold">
        {text.notice}
      </h2>
      <p className="mt-1 text-sm text-muted break-words">{fill(text.noticeLead, { email: session.email })}</p>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <button
          type="button"
          onClick={resend}
          disabled={state === 'sent'}
          className="min-h-11 rounded-full border border-line px-4 text-sm font-semibold hover:border-accent disabled:opacity-60"
        >
          {text.resend}
        </button>
        <p role="status" className={`text-sm ${state === 'failed' ? 'text-sale' : ''}`}>
          {state === 'sent' ? text.sent : state === 'failed' ? text.sendFailed : ''}
        </p>
      </div>
    </section>
  );
}
