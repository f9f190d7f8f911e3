'use client';

import { useState } from 'react';
import { ShowBox } from '@/components/boxes/show-box';
import { buttonStyles } from '@/components/ui/button-styles';
import type { InsufficientFundsDetails } from '@/lib/contracts/purchase';
import { formatMoney } from '@/lib/format/currency';
import { fill } from '@/lib/format/fill';
import { chargeOneClickFor, type OneClickOffer } from '@/lib/messenger/one-click';
import { newClientMessageId } from '@/lib/messenger/send-message';
import { currentRealtimeSession } from '@/stores/realtime-session';
import type { MessengerText } from './messenger-text';

type Props = {
  text: MessengerText;
  actorName: string;
  channelId: number;
  details: InsufficientFundsDetails;
  offer: OneClickOffer | null;
  /** Sends the waiting message again (same clientMessageId). */
  onToppedUp: () => void;
  onClose: () => void;
};

/**
 * "Not enough money: the not-enough-money box, or one-click top-up when available".
 * With a one-click offer (the server's canOneClick), one button charges the saved method and the
 * message goes out right after; "other amount" (or no offer) opens the §2 not-enough-money box,
 * whose top-up leaves the message as the pending top-up callback (§4: the payment runs it).
 */
export function ShortOfMoney({ text, actorName, channelId, details, offer, onToppedUp, onClose }: Props) {
  const [mode, setMode] = useState<'offer' | 'charging' | 'box'>('offer');
  const [failed, setFailed] = useState(false);
  const euro = (cents: number) => formatMoney(cents, 'EUR');

  const charge = async (chosen: OneClickOffer) => {
    const realtime = currentRealtimeSession();
    if (!realtime) return setMode('box');
    setMode('charging');
    setFailed(false);
    const result = await chargeOneClickFor(realtime, { amount: chosen.amount, channelId, idempotencyKey: newClientMessageId() });
    if (result?.success) return onToppedUp();
    setFailed(true);
    setMode('offer');
  };

  if (!offer || mode === 'box') {
    return <ShowBox name="notEnoughMoney" props={{ title: actorName, details, text: text.box, onToppedUp, onClose }} />;
  }
  const label = offer.paymentMethod
    ? fill(text.oneClick, { amount: euro(offer.amount), method: offer.paymentMethod })
    : fill(text.oneClickPlain, { amount: euro(offer.amount) });
  return (
    <div role="alert" className="flex flex-col gap-2 rounded-tile border border-sale/60 bg-surface-2 p-3 text-sm">
      <p>{fill(text.shortOfMoney, { missing: euro(details.missing) })}</p>
      {failed ? <p className="text-sale">{text.oneClickFailed}</p> : null}
      <div className="flex flex-wrap gap-2">
        <button type="button" disabled={mode === 'charging'} aria-busy={mode === 'charging'} onClick={() => void charge(offer)} className={buttonStyles.primary}>
          {label}
        </button>
        <button type="button" disabled={mode === 'charging'} onClick={() => setMode('box')} className={buttonStyles.secondary}>
          {text.otherAmount}
        </button>
        <button type="button" disabled={mode === 'charging'} onClick={onClose} className={buttonStyles.ghost}>
          {text.box.cancel}
        </button>
      </div>
    </div>
  );
}
