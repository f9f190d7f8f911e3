'use client';

import { useMutation } from '@tanstack/react-query';
import type { Locale } from '@/i18n/routing';
import type { PaymentMethod } from '@/lib/contracts/payment-methods';
import { payRemoveMethodMutation } from '@/lib/queries/pay-wallet';
import { FormAlert } from './form-alert';
import type { MethodsText } from './methods-text';

type Props = { language: Locale; text: MethodsText; methods: PaymentMethod[]; onRemoved: () => void };

/** The guest's saved methods, each with a remove button (auto recharge switches off with the last one). */
export function SavedMethodsList({ language, text, methods, onRemoved }: Props) {
  const remove = useMutation(payRemoveMethodMutation(language));
  const removing = remove.isPending ? remove.variables : null;

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
              onClick={() => remove.mutate(method.id, { onSuccess: onRemoved })}
              aria-label={text.removeLabel.replace('{label}', method.label)}
              className="min-h-11 shrink-0 rounded-full border border-line px-4 font-semibold hover:border-sale disabled:opacity-60"
            >
              {removing === method.id ? text.removing : text.remove}
            </button>
          </li>
        ))}
      </ul>
      <FormAlert message={remove.isError ? text.removeFailed : null} />
    </section>
  );
}
