'use client';

import { type ReactNode, useCallback, useEffect, useState } from 'react';
import type { Locale } from '@/i18n/routing';
import { restRequest } from '@/lib/api/rest';
import { type OpenCompensation, openCompensationResponseSchema } from '@/lib/contracts/payment-methods';
import { type CompensationText, CompensationScreen } from './compensation-screen';
import type { PaymentText } from './payment-text';
import type { TestRow } from './test-mode-note';

type GateState = { kind: 'checking' } | { kind: 'clear' } | { kind: 'open'; open: OpenCompensation | null };

export type RestrictionGateProps = {
  language: Locale;
  accessToken: string;
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
export function RestrictionGate({ language, accessToken, payment, compensation, testCards, children }: RestrictionGateProps) {
  const [state, setState] = useState<GateState>({ kind: 'checking' });

  const load = useCallback(
    () => restRequest('wallet/compensation', { language, accessToken, schema: openCompensationResponseSchema }).then(({ data }) => data),
    [accessToken, language],
  );

  useEffect(() => {
    let live = true;
    load()
      .then((open) => live && setState(open.items.length > 0 ? { kind: 'open', open } : { kind: 'clear' }))
      .catch(() => live && setState({ kind: 'clear' }));
    return () => {
      live = false;
    };
  }, [load]);

  const onRestricted = useCallback(() => {
    setState({ kind: 'checking' });
    load()
      .then((open) => setState({ kind: 'open', open }))
      .catch(() => setState({ kind: 'open', open: null }));
  }, [load]);

  if (state.kind === 'clear') return children(onRestricted);
  if (state.kind === 'checking') {
    return (
      <p role="status" className="mt-6 text-sm text-muted">
        {payment.loading}
      </p>
    );
  }
  if (!state.open) {
    return (
      <p role="alert" className="mt-6 text-sm text-sale">
        {payment.restricted}
      </p>
    );
  }
  return (
    <CompensationScreen
      language={language}
      accessToken={accessToken}
      payment={payment}
      text={compensation}
      open={state.open}
      testCards={testCards}
      onContinue={() => setState({ kind: 'clear' })}
    />
  );
}
