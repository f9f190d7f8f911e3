'use client';

import { useState } from 'react';
import type { Locale } from '@/i18n/routing';
import { restRequest } from '@/lib/api/rest';
import { type PaymentMethod, type WalletMethods, walletMethodsResponseSchema } from '@/lib/contracts/payment-methods';
import { FormAlert } from './form-alert';
import type { MethodsText } from './methods-text';

type Props = { language: Locale; accessToken: string; text: MethodsText; methods: PaymentMethod[]; onChanged: (wallet: WalletMethods) => void };

/** The guest's saved methods, each with a remove button (auto recharge switches off with the last one). */
export function SavedMethodsList({ language, accessToken, text, methods, onChanged }: Props) {
  const [removing, setRemoving] = useState<number | null>(null);
  const [failed, setFailed] = useState(false);

  const remove = async (methodId: number) => {
    setRemoving(methodId);
    setFailed(false);
    try {
      const { data } = await restRequest('wallet/methods/remove', { language, accessToken, schema: walletMethodsResponseSchema, method: 'POST', body: { methodId } });
      onChanged(data);
    } catch {
      setFailed(true);
    } finally {
      setRemoving(null);
    }
  };

  return (
    <section aria-labelledby="saved-methods" className="flex flex-col gap-2">
      <h2 id="saved-methods" className="text-sm font-medium">
        {text.savedMethods}
      </h2>
      {methods.length === 0 ? <p className="text-sm text-muted">{text.noMethods}</p> : null}
      <ul className="flex flex-col gap-2">
        {methods.map((method) => (
          <li key={method.id} className="flex items-center justify-between gap-3 rounded-lg border border-line bg-surface-2 px-3 py-2 text-sm">
            <span className="flex flex-col">
              <span className="font-semibold">{method.label}</span>
              <span className="text-xs text-muted">
                {text.paytype[method.paytype]}
                {method.isDefault ? ` · ${text.isDefault}` : ''}
              </span>
            </span>
            <button
              type="button"
              disabled={removing !== null}
              onClick={() => void remove(method.id)}
              aria-label={text.removeLabel.replace('{label}', method.label)}
              className="min-h-11 shrink-0 rounded-full border border-line px-4 font-semibold hover:border-sale disabled:opacity-60"
            >
              {removing === method.id ? text.removing : text.remove}
            </button>
          </li>
        ))}
      </ul>
      <FormAlert message={failed ? text.removeFailed : null} />
    </section>
  );
}
