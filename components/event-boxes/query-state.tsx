import { buttonStyles } from '@/components/ui/button-styles';

type Props = { text: { loading: string; failed: string; retry: string }; pending: boolean; onRetry: () => void };

/** A box's data on its way, or failed with a retry (§8: the guest learns it did not load and may try again). */
export function QueryState({ text, pending, onRetry }: Props) {
  if (pending) return <p role="status">{text.loading}</p>;
  return (
    <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-sale">
      <span>{text.failed}</span>
      <button type="button" className={buttonStyles.secondary} onClick={onRetry}>
        {text.retry}
      </button>
    </div>
  );
}
