'use client';

import { useState } from 'react';
import type { Locale } from '@/i18n/routing';
import { formatMoney } from '@/lib/format/currency';
import { acceptOfferFromBar, removeStatusBar } from '@/lib/queries/status-bars';
import { sendSignupEmail } from '@/lib/realtime/send-signup-email';
import { raiseStatusBarError } from '@/lib/status-bars/raise-error';
import { closeMailNotVerified, closeNoAgeCheck } from './status-bar-cookies';
import { MAIL_NOT_VERIFIED_CLOSE_DAYS, NO_AGE_CHECK_CLOSE_DAYS, type StatusBarChoice } from './status-bar-rules';
import { fill, type StatusBarText } from './status-bar-text';

type Props = {
  locale: Locale;
  text: StatusBarText;
  choice: StatusBarChoice;
  name: string;
  guestId: number | null;
  email: string | null;
  onVerify: () => void;
  onError: (message: string) => void;
  onClosed: (kind: StatusBarChoice['kind']) => void;
};

function messageOf(choice: StatusBarChoice, text: StatusBarText, name: string): string {
  switch (choice.kind) {
    case 'error':
      return choice.message;
    case 'avsRejected':
      return fill(text.avsRejected, { message: choice.message });
    case 'autoRecharge':
      return fill(text.autoRecharge, { amount: formatMoney(choice.bar.params.amount ?? 0, 'EUR') });
    case 'welcomeBack':
      return fill(text.welcomeBack, { name });
    default:
      return text[choice.kind];
  }
}

const BUTTON = 'inline-flex min-h-9 items-center rounded-full border border-current px-3 text-sm font-semibold';

/**
 * One §3 status bar: a status region (placed by status-bar-dock.tsx) that wraps on narrow screens (375 px, no
 * horizontal overflow), its action, and a labelled close button unless the state cannot be closed.
 */
export function StatusBarView({ locale, text, choice, name, guestId, email, onVerify, onError, onClosed }: Props) {
  const [sent, setSent] = useState(false);
  const close = async () => {
    if (choice.close === 'cookie') {
      if (choice.kind === 'noAgeCheck') closeNoAgeCheck(NO_AGE_CHECK_CLOSE_DAYS);
      else closeMailNotVerified(MAIL_NOT_VERIFIED_CLOSE_DAYS);
    }
    onClosed(choice.kind);
    if (choice.close === 'server') await removeStatusBar(locale, choice.bar.id).catch(() => onError(text.offerFailed));
  };
  const action = (() => {
    if (choice.kind === 'noAgeCheck' || choice.kind === 'avsRejected') {
      return <button type="button" className={BUTTON} onClick={onVerify}>{choice.kind === 'noAgeCheck' ? text.verify : text.tryAgain}</button>;
    }
    if (choice.kind === 'mailNotVerified' && email) {
      if (sent) return <span className="text-sm">{text.sent}</span>;
      // Without a live socket the mail is not sent: the §3 error bar says so (it used to go unsaid).
      const send = () => (sendSignupEmail(email) ? setSent(true) : raiseStatusBarError(text.sendFailed));
      return <button type="button" className={BUTTON} onClick={send}>{text.sendAgain}</button>;
    }
    if (choice.kind === 'cancellationOffer' && guestId !== null) {
      const accept = () => acceptOfferFromBar(locale, guestId, choice.bar.id).catch(() => onError(text.offerFailed));
      return <button type="button" className={BUTTON} onClick={() => void accept()}>{text.accept}</button>;
    }
    return null;
  })();
  const tone = choice.kind === 'error' ? 'bg-sale text-white' : 'bg-surface text-fg';
  return (
    <div role="status" aria-label={text.region} className={`border-t border-line shadow-[0_-8px_24px_rgba(0,0,0,0.35)] ${tone}`}>
      <div className="mx-auto flex max-w-screen-xl flex-wrap items-center gap-x-3 gap-y-2 px-4 py-2">
        <p className="min-w-0 flex-1 break-words text-sm">{messageOf(choice, text, name)}</p>
        {action}
        {choice.close === 'none' ? null : (
          <button type="button" aria-label={text.close} className="inline-flex size-9 shrink-0 items-center justify-center rounded-full text-lg" onClick={() => void close()}>
            <span aria-hidden="true">×</span>
          </button>
        )}
      </div>
    </div>
  );
}
