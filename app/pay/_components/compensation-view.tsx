'use client';

import { useQuery } from '@tanstack/react-query';
import type { Locale } from '@/i18n/routing';
import { payCompensationOptions } from '@/lib/queries/pay-compensation';
import { type CompensationText, CompensationScreen } from './compensation-screen';
import { FormAlert } from './form-alert';
import { GuestGate } from './guest-gate';
import type { PaymentText } from './payment-text';
import type { TestRow } from './test-mode-note';

type Props = { language: Locale; text: PaymentText; compensation: CompensationText; loginHref: string; paymentHref: string; testCards: TestRow[] | null };

/** §2 opcompensation view: the restricted guest's open items and their payment; then on to the top-up. */
export function CompensationView({ loginHref, ...props }: Props) {
  return (
    <GuestGate text={props.text} loginHref={loginHref}>
      <OpenItems {...props} />
    </GuestGate>
  );
}

function OpenItems({ language, text, compensation, paymentHref, testCards }: Omit<Props, 'loginHref'>) {
  const open = useQuery(payCompensationOptions(language));

  // Once shown, the screen stays through its own payment (which asks the open items again).
  if (open.data) return <CompensationScreen language={language} payment={text} text={compensation} testCards={testCards} continueHref={paymentHref} />;
  if (open.isError) {
    return (
      <div className="mt-6">
        <FormAlert message={compensation.failed} />
      </div>
    );
  }
  return <p role="status" className="mt-6 text-sm text-muted">{text.loading}</p>;
}
