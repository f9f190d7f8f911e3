'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { currentRealtimeSession } from '@/stores/realtime-session';
import type { InsufficientFundsDetails } from '@/lib/contracts/purchase';
import { stockAfterSend } from '@/lib/messenger/gift-composer';
import { type GuestApiSession, messengerKeys } from '@/lib/queries/messenger';
import { type OneClickOffer, oneClickOfferFor } from '@/lib/messenger/one-click';
import { newClientMessageId, type OutgoingChatMessage, sendChatMessage, type SendOutcome } from '@/lib/messenger/send-message';
import { guestSessionStore } from '@/stores/guest-session';

export type SendState =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'refused'; code: Extract<SendOutcome, { kind: 'refused' }>['code'] }
  | { kind: 'short'; details: InsufficientFundsDetails; offer: OneClickOffer | null; message: OutgoingChatMessage };

/** §4: the server took the message's owned gifts from stock; the session's boughtGifts follow at once (even if the composer is gone). */
function stockSpent(guestId: number, message: OutgoingChatMessage): void {
  const { session, actions } = guestSessionStore.getState();
  if (session?.id === guestId && message.gifts.length > 0) actions.boughtGiftsChanged(stockAfterSend(session.boughtGifts, message.gifts));
}

/**
 * The composer's send ("Paid messages"): one clientMessageId per message, kept for its
 * retries so the server charges it once. Not enough money: the not-enough-money box, or one-click
 * when the server offers it (short-of-money.tsx); after the top-up the message is sent again with
 * the same id (retry), so it is stored and charged once.
 */
export function useComposerSend(session: GuestApiSession, channelId: number, onSent: () => void) {
  const client = useQueryClient();
  const [state, setState] = useState<SendState>({ kind: 'idle' });
  const busy = useRef(false);
  const mounted = useRef(true);
  const sentCallback = useRef(onSent);
  useEffect(() => {
    sentCallback.current = onSent;
  }, [onSent]);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const deliver = useCallback(
    async (message: OutgoingChatMessage) => {
      if (busy.current) return;
      busy.current = true;
      setState({ kind: 'sending' });
      const realtime = currentRealtimeSession();
      const outcome = await sendChatMessage(message, {
        session,
        realtime,
        balance: () => guestSessionStore.getState().session?.balance ?? null,
      }).finally(() => {
        busy.current = false;
      });
      if (outcome.kind === 'sent') stockSpent(session.guestId, message);
      void client.invalidateQueries({ queryKey: messengerKeys.all });
      if (!mounted.current) return;
      if (outcome.kind === 'sent') {
        setState({ kind: 'idle' });
        sentCallback.current();
      } else if (outcome.kind === 'refused') setState({ kind: 'refused', code: outcome.code });
      else {
        setState({ kind: 'short', details: outcome.details, offer: null, message });
        const offer = await oneClickOfferFor(realtime, outcome.details.missing);
        if (mounted.current && offer) setState((now) => (now.kind === 'short' && now.message === message ? { ...now, offer } : now));
      }
    },
    [client, session],
  );

  const send = useCallback(
    (input: Omit<OutgoingChatMessage, 'clientMessageId' | 'channelId'>) => void deliver({ ...input, channelId, clientMessageId: newClientMessageId() }),
    [channelId, deliver],
  );

  /** The same message again (same clientMessageId): after a top-up, or a retry. */
  const retry = useCallback((message: OutgoingChatMessage) => void deliver(message), [deliver]);
  const dismiss = useCallback(() => setState((now) => (now.kind === 'sending' ? now : { kind: 'idle' })), []);

  return { state, send, retry, dismiss };
}
