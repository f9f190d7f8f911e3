'use client';

import { buttonStyles } from '@/components/ui/button-styles';
import type { MessagePaging } from './use-older-messages';

type Props = { paging: MessagePaging; label: string; loadingLabel: string; failedLabel: string };

/**
 * "Show older messages" at the top of a conversation (guest and studio), while older ones exist.
 * It stays in place while loading (disabled, with its label changed) so the list does not move
 * under the reader; a failure is said next to it and the same button tries again.
 */
export function OlderMessagesButton({ paging, label, loadingLabel, failedLabel }: Props) {
  if (!paging.hasMore) return null;
  return (
    <div className="flex flex-col items-center gap-1">
      <button type="button" onClick={paging.loadOlder} disabled={paging.loading} aria-busy={paging.loading} className={`${buttonStyles.secondary} disabled:opacity-70`}>
        {paging.loading ? loadingLabel : label}
      </button>
      {paging.failed ? (
        <p role="alert" className="text-xs text-sale">
          {failedLabel}
        </p>
      ) : null}
    </div>
  );
}
