import { ApiError } from '@/lib/api/api-error';
import type { EventBoxesText } from '@/lib/contracts/event-boxes';

type Props = { success: boolean; error: unknown; ok: string; errors: EventBoxesText['errors'] };

/** A claim's answer in a box (§8): the success line, or why it was refused in the guest's words. */
export function ClaimResult({ success, error, ok, errors }: Props) {
  if (success) {
    return (
      <p role="status" className="text-sm text-success" data-testid="claim-ok">
        {ok}
      </p>
    );
  }
  if (!error) return null;
  const code = error instanceof ApiError ? error.code : null;
  return (
    <p role="alert" className="text-sm text-sale" data-testid="claim-error">
      {code && Object.hasOwn(errors, code) ? errors[code as keyof typeof errors] : errors.failed}
    </p>
  );
}
