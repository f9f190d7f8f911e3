'use client';

import { type FormEvent, useId, useState } from 'react';
import { FormAlert } from './form-alert';
import { errorAt, type FormError, formAlertOf } from './pay-money';
import { PayField } from './pay-field';
import { PayForm, PaySubmit } from './pay-form';

export type ConfirmText = { confirmTitle: string; code: string; confirm: string; confirming: string };

/** The confirmation step of a card (bank code) or carrier (text message) payment. */
export function ConfirmCodeForm({ text, lead, busy, error, onConfirm }: { text: ConfirmText; lead: string; busy: boolean; error: FormError | null; onConfirm: (code: string) => void }) {
  const id = useId();
  const [code, setCode] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onConfirm(code);
  };
  return (
    <PayForm onSubmit={submit} className="mt-6 flex flex-col gap-4">
      <h2 className="text-lg font-semibold">{text.confirmTitle}</h2>
      <p className="text-sm text-muted">{lead}</p>
      <PayField id={`${id}-code`} label={text.code} type="text" inputMode="numeric" autoComplete="one-time-code" value={code} onChange={setCode} error={errorAt(error, 'code')} />
      <FormAlert message={formAlertOf(error, ['code'])} />
      <PaySubmit busy={busy} label={text.confirm} busyLabel={text.confirming} />
    </PayForm>
  );
}
