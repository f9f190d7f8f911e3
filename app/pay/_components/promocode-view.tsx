'use client';

import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import type { Locale } from '@/i18n/routing';
import { ApiError } from '@/lib/api/api-error';
import type { BonusBenefit } from '@/lib/contracts/bonus';
import { payRedeemBonusMutation } from '@/lib/queries/pay-bonus';
import { formatMoney } from '@/lib/format/currency';
import type { OverlayFlow } from '@/lib/overlay/flows';
import { FlowDoneButton, GuestGate } from './guest-gate';
import { PayField } from './pay-field';
import { PayForm, PaySubmit } from './pay-form';

export type PromocodeText = {
  loading: string;
  loggedOut: string;
  toLogin: string;
  code: string;
  redeem: string;
  redeeming: string;
  missing: string;
  errors: Record<string, string>;
  failed: string;
  done: string;
  continue: string;
  /** Per benefit kind, with {n} (amount, days or minutes) or {amount} (money) filled in here. */
  benefits: Record<string, string>;
};

function describe(benefit: BonusBenefit, text: PromocodeText): string {
  const template = text.benefits[benefit.kind] ?? benefit.kind;
  if (benefit.kind === 'bonusMoney') return template.replace('{amount}', formatMoney(benefit.amount, 'EUR'));
  const n = 'amount' in benefit ? benefit.amount : 'days' in benefit ? benefit.days : 'minutes' in benefit ? benefit.minutes : 1;
  return template.replace('{n}', String(n));
}

type Props = { language: Locale; text: PromocodeText; loginHref: string; flow: OverlayFlow; initialCode?: string };

/** §2 promocode view (also the scratch card): one code field; what it granted, in words. */
export function PromocodeView(props: Props) {
  return (
    <GuestGate text={props.text} loginHref={props.loginHref}>
      <PromocodeForm {...props} />
    </GuestGate>
  );
}

function PromocodeForm({ language, text, flow, initialCode = '' }: Props) {
  const id = useId();
  const [code, setCode] = useState(initialCode);
  const [error, setError] = useState<{ field: boolean; message: string } | null>(null);
  const redeem = useMutation(payRedeemBonusMutation(language));
  const granted = redeem.data?.bonus.benefits ?? null;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    // §5: a bonus-code call with no code is skipped.
    if (!code.trim()) return setError({ field: true, message: text.missing });
    setError(null);
    redeem.mutate(code.trim(), {
      onError: (caught) => {
        const known = caught instanceof ApiError ? text.errors[caught.code] : undefined;
        setError({ field: known !== undefined, message: known ?? text.failed });
      },
    });
  };

  if (granted) {
    return (
      <div className="mt-6 flex flex-col gap-4">
        <div role="status" className="rounded-tile border border-online/40 bg-surface-2 p-4">
          <p className="text-lg font-semibold">{text.done}</p>
          <ul className="mt-2 list-inside list-disc text-sm">
            {granted.map((benefit, index) => (
              <li key={index}>{describe(benefit, text)}</li>
            ))}
          </ul>
        </div>
        <FlowDoneButton flow={flow} label={text.continue} />
      </div>
    );
  }
  return (
    <PayForm onSubmit={onSubmit} className="mt-6 flex flex-col gap-4">
      <PayField id={`${id}-code`} label={text.code} type="text" autoComplete="off" value={code} onChange={setCode} error={error?.field ? error.message : null} />
      {error && !error.field ? (
        <p role="alert" className="text-sm text-sale">
          {error.message}
        </p>
      ) : null}
      <PaySubmit busy={redeem.isPending} label={text.redeem} busyLabel={text.redeeming} />
    </PayForm>
  );
}
