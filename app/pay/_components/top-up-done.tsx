import type { ReactNode } from 'react';
import type { TopUpResult } from '@/lib/contracts/wallet';

export type TopUpDoneText = { done: string; newBalance: string; descriptor: string };

/** The success of a top-up of any paytype: amount, new balance, the statement descriptor, and the next step. */
export function TopUpDone({ text, result, note, children }: { text: TopUpDoneText; result: TopUpResult; note?: string; children: ReactNode }) {
  return (
    <div className="mt-6 flex flex-col gap-4">
      <div role="status" className="rounded-tile border border-online/40 bg-surface-2 p-4">
        <p className="text-lg font-semibold">{text.done.replace('{amount}', result.amountFormatted)}</p>
        <p className="mt-1 text-sm">{text.newBalance.replace('{balance}', result.balanceFormatted)}</p>
        {note ? <p className="mt-1 text-sm">{note}</p> : null}
        <p className="mt-2 text-xs text-muted">{text.descriptor.replace('{descriptor}', result.descriptor)}</p>
      </div>
      {children}
    </div>
  );
}
