'use client';

import type { FormEvent, ReactNode } from 'react';
import { PAY_SUBMIT_CLASS } from './pay-field';
import { useHydrated } from './use-hydrated';

/**
 * The form of every hosted view: sent by script only. Its button stays disabled until React has
 * hydrated, so a click (or Enter) before that cannot send the fields natively; method post keeps
 * them out of any URL even then.
 */
export function PayForm({ onSubmit, className, labelledBy, children }: { onSubmit: (event: FormEvent) => void; className: string; labelledBy?: string; children: ReactNode }) {
  return (
    <form method="post" onSubmit={onSubmit} noValidate aria-labelledby={labelledBy} className={className}>
      {children}
    </form>
  );
}

export function PaySubmit({ busy, label, busyLabel }: { busy: boolean; label: string; busyLabel: string }) {
  const hydrated = useHydrated();
  return (
    <button type="submit" disabled={busy || !hydrated} className={PAY_SUBMIT_CLASS}>
      {busy ? busyLabel : label}
    </button>
  );
}
