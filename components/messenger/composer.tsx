'use client';

import { useQuery } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { buttonStyles } from '@/components/ui/button-styles';
import { type Channel, MESSAGE_TEXT_MAX } from '@/lib/contracts/messenger';
import type { MessageQuote } from '@/lib/contracts/messenger-price';
import { formatMoney } from '@/lib/format/currency';
import { fill } from '@/lib/format/fill';
import { addGift, composerQuote, createGiftComposer, type GiftComposer, removeGift, stockFromRecord } from '@/lib/messenger/gift-composer';
import { giftsOptions, type GuestApiSession, toysOptions } from '@/lib/queries/messenger';
import { useBoughtGifts, useIsVip } from '@/stores/guest-session';
import { GiftLines } from './gift-lines';
import { GiftPicker } from './gift-picker';
import type { MessengerText } from './messenger-text';
import { ShortOfMoney } from './short-of-money';
import { useComposerSend } from './use-composer-send';

type Props = { session: GuestApiSession; channel: Channel; text: MessengerText };

const NO_BOUGHT = new Map<number, number>();

/** Before anything is typed the button already says what a text message costs. */
function safeQuote(quote: () => MessageQuote): MessageQuote | null {
  try {
    return quote();
  } catch {
    return null;
  }
}

/**
 * The composer: text, gifts and toy controls, and the price on the send button before sending
 * ("Send · 0,99 €", "Free message (2 left)"), computed by the same rule the server charges by.
 */
export function Composer({ session, channel, text }: Props) {
  const id = useId();
  const isVip = useIsVip();
  const stock = useBoughtGifts();
  const [draft, setDraft] = useState('');
  const [edited, setEdited] = useState<GiftComposer | null>(null);
  const [pickerOpen, setPickerOpen] = useState(false);
  const gifts = useQuery({ ...giftsOptions(session), enabled: pickerOpen || edited !== null });
  const toys = useQuery({ ...toysOptions(session), enabled: pickerOpen });
  const { state, send, retry, dismiss } = useComposerSend(session, channel.id, () => {
    setDraft('');
    setEdited(null);
  });

  // §3 boughtGifts from the guest session; GET messenger/gifts answers it too, used until the session is loaded.
  const fallback = gifts.data?.boughtGifts;
  const bought = useMemo(() => {
    const owned = stock ?? fallback;
    return owned ? stockFromRecord(owned) : NO_BOUGHT;
  }, [stock, fallback]);
  // Untouched, the composer follows the guest's stock (boughtGifts); the first change copies it.
  const composer = edited ?? createGiftComposer(bought);
  const catalogue = useMemo(() => [...(gifts.data?.items ?? []), ...(toys.data ?? [])], [gifts.data, toys.data]);
  const prices = useMemo(() => new Map(catalogue.map((gift) => [gift.id, gift.price.value])), [catalogue]);

  const hasText = draft.trim() !== '';
  const quote = safeQuote(() => composerQuote(composer, { ...channel, text: hasText || composer.lines.length > 0 ? draft : '…' }, prices));
  // No price, no send: a gift whose price is not loaded yet is never sent at an unknown price.
  const canSend = (hasText || composer.lines.length > 0) && state.kind !== 'sending' && quote !== null;
  const label =
    state.kind === 'sending'
      ? text.sending
      : quote === null
        ? text.sendPlain
        : quote.price > 0
        ? fill(text.send, { price: formatMoney(quote.price, 'EUR') })
        : quote.usesFreeMessage
          ? fill(text.freeMessage, { count: channel.freeMessagesAmount })
          : text.sendPlain;

  const submit = () => {
    if (!canSend) return;
    send({ text: draft, gifts: composer.lines });
  };

  return (
    <div className="flex flex-col gap-2 border-t border-line p-3">
      {composer.lines.length > 0 ? (
        <GiftLines text={text} language={session.language} lines={composer.lines} catalogue={catalogue} onRemove={(giftId) => setEdited(removeGift(composer, giftId))} />
      ) : null}
      {pickerOpen ? (
        <div id={`${id}-gifts`} className="max-h-72 overflow-y-auto rounded-tile border border-line p-2">
          <GiftPicker
            text={text}
            language={session.language}
            gifts={gifts.data?.items ?? []}
            toys={toys.data ?? []}
            toysAvailable={channel.isDildocontrolAvailable && channel.isActorOnline}
            isVip={isVip}
            composer={composer}
            onAdd={(giftId) => setEdited(addGift(composer, giftId))}
          />
        </div>
      ) : null}
      <form
        className="flex flex-col gap-2 sm:flex-row sm:items-end"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <label htmlFor={`${id}-text`} className="sr-only">
          {text.messageLabel}
        </label>
        <textarea
          id={`${id}-text`}
          value={draft}
          maxLength={MESSAGE_TEXT_MAX}
          rows={2}
          placeholder={text.placeholder}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
              event.preventDefault();
              submit();
            }
          }}
          className="min-h-11 flex-1 resize-y rounded-tile border border-line bg-surface-2 px-3 py-2 text-sm"
        />
        <div className="flex gap-2">
          <button type="button" aria-expanded={pickerOpen} aria-controls={`${id}-gifts`} onClick={() => setPickerOpen((open) => !open)} className={buttonStyles.secondary}>
            {pickerOpen ? text.closeGifts : text.gifts}
          </button>
          <button type="submit" disabled={!canSend} aria-busy={state.kind === 'sending'} className={`${buttonStyles.primary} flex-1 tabular-nums disabled:opacity-60 sm:flex-none`}>
            {label}
          </button>
        </div>
      </form>
      {quote && quote.price > 0 && quote.usesFreeMessage ? <p className="text-xs text-muted">{fill(text.freeMessage, { count: channel.freeMessagesAmount })}</p> : null}
      {state.kind === 'refused' ? (
        <p role="alert" className="text-sm text-sale">
          {text.errors[state.code]}
        </p>
      ) : null}
      {state.kind === 'short' ? (
        <ShortOfMoney
          text={text}
          actorName={channel.actorName}
          channelId={channel.id}
          details={state.details}
          offer={state.offer}
          onToppedUp={() => retry(state.message)}
          onClose={dismiss}
        />
      ) : null}
    </div>
  );
}
