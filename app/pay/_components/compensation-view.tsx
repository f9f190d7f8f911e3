'use client';

import { useEffect, useState } from 'react';
import type { Locale } from '@/i18n/routing';
import { restRequest } from '@/lib/api/rest';
import { type OpenCompensation, openCompensationResponseSchema } from '@/lib/contracts/payment-methods';
import { type CompensationText, CompensationScreen } from './compensation-screen';
import { FormAlert } from './form-alert';
import { GuestGate } from './guest-gate';
import type { PaymentText } from './payment-text';
import type { TestRow } from './test-mode-note';

type Props = { language: Locale; text: PaymentText; compensation: CompensationText; loginHref: string; paymentHref: string; testCards: TestRow[] | null };

/** §2 opcompensation view: the restricted guest's open items and their payment; then on to the top-up. */
export function CompensationView({ loginHref, ...props }: Props) {
  return <GuestGate text={props.text} loginHref={loginHref}>{(accessToken) => <OpenItems {...props} accessToken={accessToken} />}</GuestGate>;
}

function OpenItems({ language, accessToken, text, compensation, paymentHref, testCards }: Omit<Props, 'loginHref'> & { accessToken: string }) {
  const [open, setOpen] = useState<OpenCompensation | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    restRequest('wallet/compensation', { language, accessToken, schema: openCompensationResponseSchema })
      .then(({ data }) => live && setOpen(data))
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [accessToken, language]);

  if (failed) {
    return (
      <div className="mt-6">
        <FormAlert message={compensation.failed} />
      </div>
    );
  }
  if (!open) return <p role="status" className="mt-6 text-sm text-muted">{text.loading}</p>;
  return <CompensationScreen language={language} accessToken={accessToken} payment={text} text={compensation} open={open} testCards={testCards} continueHref={paymentHref} />;
}
