'use client';

import { useState } from 'react';
import type { Locale } from '@/i18n/routing';
import { ApiError } from '@/lib/api/api-error';
import { restRequest } from '@/lib/api/rest';
import { type TopUpResult, topUpResponseSchema } from '@/lib/contracts/wallet';
import { type ErrorText, type FormError, formErrorOf } from './pay-money';

export type TopUpText = ErrorText & { declined: Record<string, string> };

type Options = {
  language: Locale;
  accessToken: string;
  text: TopUpText;
  /** Said for a decline reason the card texts do not know (a bank's or an operator's own). */
  declinedFallback?: string;
  /** §6: a restricted guest is sent to the operator compensation instead of an error. */
  onRestricted?: () => void;
};

/**
 * One top-up attempt of any paytype (card, direct debit, carrier, one-click): POST → TopUpResult;
 * a decline stays with its reason, a confirmation step finishes through wallet/pay/confirm.
 */
export function useTopUp({ language, accessToken, text, declinedFallback, onRestricted }: Options) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<FormError | null>(null);
  const [result, setResult] = useState<TopUpResult | null>(null);

  const post = async (path: string, body: unknown) => {
    setBusy(true);
    setError(null);
    try {
      const next = (await restRequest(path, { language, accessToken, schema: topUpResponseSchema, method: 'POST', body })).data;
      setResult(next);
      if (next.status === 'declined') {
        const reason = next.declineReason ?? '';
        setError({ field: null, message: text.declined[reason] ?? declinedFallback ?? text.declined.card_declined ?? text.failed });
      }
    } catch (caught) {
      if (onRestricted && caught instanceof ApiError && caught.code === 'RESTRICTED') onRestricted();
      else setError(formErrorOf(caught, text));
    } finally {
      setBusy(false);
    }
  };

  return {
    busy,
    error,
    result,
    setError,
    /** Sends one attempt; the caller puts a fresh idempotency key in the body. */
    pay: (path: string, body: unknown) => post(path, body),
    /** The confirmation step of a card or carrier payment. */
    confirm: (code: string) => (result ? post('wallet/pay/confirm', { topUpId: result.topUpId, code }) : Promise.resolve()),
  };
}
