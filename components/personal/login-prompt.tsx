'use client';

import { buttonStyles } from '@/components/ui/button-styles';
import { overlayController } from '@/lib/overlay/overlay-loader';

export type PersonalGateText = { loading: string; loggedOut: string; login: string; failed: string; retry: string };

/** A logged-out visitor's view of a personal page: one sentence and the login flow (§6 login first). */
export function LoginPrompt({ text }: { text: PersonalGateText }) {
  return (
    <div className="flex flex-col items-start gap-4 rounded-tile border border-line bg-surface p-5">
      <p>{text.loggedOut}</p>
      <button type="button" className={buttonStyles.primary} onClick={() => void overlayController().then((c) => c.openAuth({ view: 'login', force: true }))}>
        {text.login}
      </button>
    </div>
  );
}

/** Loading, failed (with a retry) — the two states every personal list and box shares (§8: the guest learns it did not load and may try again). */
export function LoadState({ text, failed, onRetry }: { text: Pick<PersonalGateText, 'loading' | 'failed' | 'retry'>; failed: boolean; onRetry: () => void }) {
  if (!failed) {
    return (
      <p role="status" className="text-sm text-muted">
        {text.loading}
      </p>
    );
  }
  return (
    <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-sale">
      <span>{text.failed}</span>
      <button type="button" className={buttonStyles.secondary} onClick={onRetry}>
        {text.retry}
      </button>
    </div>
  );
}
