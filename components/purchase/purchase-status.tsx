'use client';

import { ShowBox } from '@/components/boxes/show-box';
import type { InsufficientFundsDetails } from '@/lib/contracts/purchase';
import type { NotEnoughMoneyText } from './buy-text';

/** What a buy button shows after a click: nothing, working, a readable refusal, or the not-enough-money box. */
export type PurchaseState = { kind: 'idle' } | { kind: 'busy' } | { kind: 'message'; message: string } | { kind: 'short'; details: InsufficientFundsDetails };

type Props = {
  state: PurchaseState;
  /** What is being bought, for the box's heading. */
  title: string;
  text: NotEnoughMoneyText;
  /** The box's top-up succeeded: buy again. */
  onToppedUp: () => void;
  /** The box was closed without a top-up. */
  onClose: () => void;
  className: string;
};

/**
 * The part every buy button shares (a video, an album, a show ticket): the status line a screen
 * reader announces and, when the balance is short, the not-enough-money box (loaded on first use).
 */
export function PurchaseStatus({ state, title, text, onToppedUp, onClose, className }: Props) {
  return (
    <>
      <p role="status" className={className}>
        {state.kind === 'message' ? state.message : ''}
      </p>
      {state.kind === 'short' ? <ShowBox name="notEnoughMoney" props={{ title, details: state.details, text, onToppedUp, onClose }} /> : null}
    </>
  );
}
