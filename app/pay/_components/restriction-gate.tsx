'use client';

import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useCallback, useState } from 'react';
import type { Locale } from '@/i18n/routing';
import { payCompensationOptions } from '@/lib/queries/pay-compensation';
import { type CompensationText, CompensationScreen } from './compensation-screen';
import type { PaymentText } from './payment-text';
import type { TestRow } from './test-mode-note';

/**
 * Where the gate stands: deciding from the first answer, asking again after a RESTRICTED refusal,
 * showing the compensation (kept through its payment), the asking failed, or through to the top-up.
 */
type Phase = 'first' | 'asking' | 'compensation' | 'failed' | 'clear';

export type RestrictionGateProps = {
  language: Locale;
  payment: PaymentText;
  compensation: CompensationText;
  testCards: TestRow[] | null;
  /** The top-up; it calls `onRestricted` when the server answers 403 RESTRICTED. */
  children: (onRestricted: () => void) => ReactNode;
};

/**
 * §6 "a restricted guest: a top-up opens the operator compensation flow instead". The open items
 * are asked for first; a RESTRICTED answer later (restricted meanwhile) switches here too. When
 * the question fails the top-up shows: the server refuses a restricted guest's top-up anyway.
 */
export function RestrictionGate({ language, payment, compensation, testCards, children }: RestrictionGateProps) {
  const open = useQuery(payCompensationOptions(language));
  const [phase, setPhase] = useState<Phase>('first');
  const { refetch } = open;

  const onRestricted = useCallback(() => {
    setPhase('asking');
    void refetch().then((asked) => setPhase(asked.isError ? 'failed' : 'compensation'));
  }, [refetch]);

  // The first answer decides once: later answers (the compensation's own) never switch the screen.
  const shown: Phase = phase !== 'first' ? phase : open.data ? (open.data.items.length > 0 ? 'compensation' : 'clear') : open.isError ? 'clear' : 'first';
  if (shown !== phase) setPhase(shown);

  if (shown === 'clear') return children(onRestricted);
  if (shown === 'first' || shown === 'asking') {
    return (
      <p role="status" className="mt-6 text-sm text-muted">
        {payment.loading}
      </p>
    );
  }
  if (shown === 'failed') {
    return (
      <p role="alert" className="mt-6 text-sm text-sale">
        {payment.restricted}
      </p>
    );
  }
  return <CompensationScreen language={language} payment={payment} text={compensation} testCards={testCards} onContinue={() => setPhase('clear')} />;
}
