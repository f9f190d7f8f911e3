'use client';

import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { Locale } from '@/i18n/routing';
import { ApiError } from '@/lib/api/api-error';
import type { TopUpResult } from '@/lib/contracts/wallet';
import { payTopUpMutation, type TopUpPath } from '@/lib/queries/pay-top-up';
import { type ErrorText, type FormError, formErrorOf } from './pay-money';

export type TopUpText = ErrorText & { declined: Record<string, string> };

type Options = {
  language: Locale;
  text: TopUpText;
  /** Said for a decline reason the card texts do not know (a bank's or an operator's own). */
  declinedFallback?: string;
  /** §6: a restricted guest is sent to the operator compensation instead of an error. */
  onRestricted?: () => void;
};

/**
 * One top-up attempt of any paytype (card, direct debit, carrier, one-click): POST → TopUpResult;
 * a decline stays with its reason, a confirmation step finishes through wallet/pay/confirm. The
 * last answer stays shown while the next attempt runs (the confirmation form keeps its place).
 */
export function useTopUp({ language, text, declinedFallback, onRestricted }: Options) {
  const send = useMutation(payTopUpMutation(language));
  const [error, setError] = useState<FormError | null>(null);
  const [result, setResult] = useState<TopUpResult | null>(null);

  const post = (path: TopUpPath, body: unknown) => {
    setError(null);
    send.mutate(
      { path, body },
      {
        onSuccess: (next) => {
          setResult(next);
          if (next.status === 'declined') {
            const reason = next.declineReason ?? '';
            setError({ field: null, message: text.declined[reason] ?? declinedFallback ?? text.declined.card_declined ?? text.failed });
          }
        },
        onError: (caught) => {
          if (onRestricted && caught instanceof ApiError && caught.code === 'RESTRICTED') onRestricted();
          else setError(formErrorOf(caught, text));
        },
      },
    );
  };

  return {
    busy: send.isPending,
    error,
    result,
    setError,
    /** Sends one attempt; the caller puts a fresh idempotency key in the body. */
    pay: (path: Exclude<TopUpPath, 'wallet/pay/confirm'>, body: unknown) => post(path, body),
    /** The confirmation step of a card or carrier payment. */
    confirm: (code: string) => {
      if (result) post('wallet/pay/confirm', { topUpId: result.topUpId, code });
    },
  };
}
