import { ApiError } from '@/lib/api/api-error';
import { formatMoney } from '@/lib/format/currency';

/** §9: the one money format ('20 €', '19,99 €'). */
export const euro = (cents: number) => formatMoney(cents, 'EUR');

/** The money calls take euros ("20.00"); the server converts and checks them. */
export const euros = (cents: number) => (cents / 100).toFixed(2);

/** A fresh idempotency key per attempt: a retried request then answers the first result. */
export const newKey = () => crypto.randomUUID().replaceAll('-', '');

/** An error of a form: tied to a field (the server's issue path, e.g. 'card.number') or to the form. */
export type FormError = { field: string | null; message: string };

export type ErrorText = { invalid: string; failed: string; restricted: string; wrongCode: string };

/** The server's answer as something to show: its first 422 issue, a wrong code, a restriction, or "try again". */
export function formErrorOf(caught: unknown, text: ErrorText): FormError {
  if (caught instanceof ApiError && caught.status === 422) {
    if (caught.code === 'CONFIRMATION_CODE_WRONG') return { field: 'code', message: text.wrongCode };
    const issue = caught.issues?.[0];
    return { field: issue?.path ?? null, message: issue?.message ?? text.invalid };
  }
  if (caught instanceof ApiError && caught.code === 'RESTRICTED') return { field: null, message: text.restricted };
  return { field: null, message: text.failed };
}

/** The error under a field, if it is that field's. */
export function errorAt(error: FormError | null, field: string): string | null {
  return error?.field === field ? error.message : null;
}

/** The error for the form's alert: one of no shown field (so none is ever lost). */
export function formAlertOf(error: FormError | null, shownFields: readonly string[]): string | null {
  if (!error) return null;
  return error.field !== null && shownFields.includes(error.field) ? null : error.message;
}
