'use client';

import type { Locale } from '@/i18n/routing';
import type { MethodsText } from './methods-text';
import type { PaymentText } from './payment-text';
import { CardTopUpForm } from './payment-view';
import type { TestRow } from './test-mode-note';

type Props = {
  language: Locale;
  text: PaymentText;
  methods: MethodsText;
  testCards: TestRow[] | null;
  onRestricted?: () => void;
  /** Back to the screen that asked for a card (saved or not). */
  onBack: () => void;
};

/** The changecc screen shown in place (one-click, auto recharge): a top-up that saves the card, then back. */
export function AddCardScreen({ onBack, methods, ...props }: Props) {
  return (
    <div className="flex flex-col">
      <button type="button" onClick={onBack} className="mt-4 min-h-11 self-start font-semibold text-accent underline-offset-4 hover:underline">
        <span aria-hidden="true">← </span>
        {methods.back}
      </button>
      <CardTopUpForm {...props} save={methods} flow="changecc" onDone={onBack} />
    </div>
  );
}
