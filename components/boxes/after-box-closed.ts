import { useRef } from 'react';

/**
 * A box's action that opens a flow (the overlay): the box closes first and the flow opens once
 * focus is back where the box was opened from, so the flow's overlay returns focus there too.
 * `later(action)` closes; pass `run` as the Dialog's afterClose.
 */
export function useAfterClose(onClose: () => void) {
  const next = useRef<(() => void) | null>(null);
  return {
    later: (action: () => void) => {
      next.current = action;
      onClose();
    },
    run: () => {
      const action = next.current;
      next.current = null;
      action?.();
    },
  };
}
