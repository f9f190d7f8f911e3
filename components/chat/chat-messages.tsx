'use client';

import { useMutation, useQuery } from '@tanstack/react-query';
import type { Locale } from '@/i18n/routing';
import { useEffect, useRef, useState } from 'react';
import { buttonStyles } from '@/components/ui/button-styles';
import type { ChatType } from '@/lib/chat/chat-codes';
import { mayWriteInChat } from '@/lib/chat/chat-entry';
import type { ChatMessageItem } from '@/lib/chat/chat-message-types';
import { formatMoney } from '@/lib/format/currency';
import { fill } from '@/lib/format/fill';
import { chatMessageMutation, type ChatMessageInput } from '@/lib/queries/chat';
import { giftsOptions, toysOptions } from '@/lib/queries/messenger';
import { useIsVip } from '@/stores/guest-session';
import { chatGuestLoggedIn, topUpThen } from './chat-actions';
import type { ChatText } from './chat-text';

type Props = {
  chatId: number;
  type: ChatType;
  actorName: string;
  language: Locale;
  lines: ChatMessageItem[];
  onLine: (line: ChatMessageItem) => void;
  text: ChatText['panel'];
};

const CHAT_TEXT_MAX = 500; // contract §4: text 1–500

/** His own lines sit right; the room's (other guests, her message to everyone) and hers sit left. */
const ownLine = (line: ChatMessageItem) => line.senderType === 'guest' && !line.fromRoom;

/** Group room lines name their sender: another guest's screen name, or hers; his own line says "You". */
function senderOf(line: ChatMessageItem, actorName: string, you: string): string {
  if (line.senderType === 'actor') return actorName;
  return line.fromRoom ? line.guestName : you;
}

/**
 * The in-chat messages (contract §4): the list is fed by the POST answers and the chatMessage
 * events (deduplicated by id in the panel's reducer); text is rendered as text, never as HTML.
 * Gifts and toy commands cost their price through the messenger's purchase code on the server;
 * their catalogues are the messenger's (lib/queries/messenger.ts), active ones only.
 * A voyeur watches unseen: no box, no gifts. Inside the running chat's QueryProvider (chat-room.tsx).
 */
export function ChatMessages({ chatId, type, actorName, language, lines, onLine, text }: Props) {
  const writes = mayWriteInChat(type);
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<'failed' | 'money' | null>(null);
  const isVip = useIsVip();
  const listRef = useRef<HTMLOListElement>(null);
  // No catalogue (not loaded, or failed): text still works.
  const giftList = useQuery({ ...giftsOptions({ language }), enabled: writes });
  const toyList = useQuery({ ...toysOptions({ language }), enabled: writes });
  const message = useMutation(chatMessageMutation(language, chatId, text.you));
  const busy = message.isPending;

  useEffect(() => {
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [lines.length]);

  const send = async (input: ChatMessageInput) => {
    if (!chatGuestLoggedIn() || busy) return false;
    setError(null);
    try {
      onLine(await message.mutateAsync(input));
      return true;
    } catch (caught) {
      setError((caught as { code?: string }).code === 'INSUFFICIENT_FUNDS' ? 'money' : 'failed');
      return false;
    }
  };

  const submit = async () => {
    const value = draft.trim();
    if (!value) return;
    if (await send({ text: value })) setDraft('');
  };

  const euro = (cents: number) => formatMoney(cents, 'EUR');
  const gifts = giftList.data?.items.filter((gift) => gift.active && (isVip || !gift.vip)) ?? [];
  const toys = toyList.data?.filter((toy) => toy.active) ?? [];
  return (
    <div className="flex min-h-0 flex-1 flex-col gap-2">
      <ol
        ref={listRef}
        data-testid="chat-messages"
        aria-label={text.messages}
        aria-live="polite"
        className="flex max-h-64 min-h-24 flex-1 flex-col gap-1.5 overflow-y-auto rounded-lg bg-surface-2 p-2 text-sm md:max-h-none"
      >
        {lines.length === 0 ? <li className="text-muted">{fill(text.noMessages, { name: actorName })}</li> : null}
        {lines.map((line) => (
          <li key={line.id} data-room={line.fromRoom ? 'true' : undefined} className={ownLine(line) ? 'self-end text-right' : 'self-start'}>
            <span className="mr-1 font-semibold">{senderOf(line, actorName, text.you)}:</span>
            {line.messageType === 'text' ? <span className="whitespace-pre-wrap break-words">{line.text}</span> : null}
            {line.messageType === 'gift' ? <span className="italic">{fill(text.sentGift, { gift: line.giftName ?? '' })}</span> : null}
            {line.messageType === 'toy' ? <span className="italic">{text.sentToy}</span> : null}
          </li>
        ))}
      </ol>
      {writes ? (
        <>
          <form
            className="flex gap-2"
            onSubmit={(event) => {
              event.preventDefault();
              void submit();
            }}
          >
            <label className="sr-only" htmlFor={`chat-text-${chatId}`}>
              {text.textLabel}
            </label>
            <input
              id={`chat-text-${chatId}`}
              data-testid="chat-text-input"
              value={draft}
              maxLength={CHAT_TEXT_MAX}
              onChange={(event) => setDraft(event.target.value)}
              placeholder={fill(text.textPlaceholder, { name: actorName })}
              className="min-h-11 min-w-0 flex-1 rounded-lg bg-surface-2 px-3 text-fg ring-1 ring-line focus:outline-none focus:ring-accent"
            />
            <button type="submit" data-testid="chat-text-send" disabled={busy || !draft.trim()} className={`${buttonStyles.primary} min-h-11 disabled:opacity-60`}>
              {text.send}
            </button>
          </form>
          {error ? (
            <p role="alert" className="flex flex-wrap items-center gap-2 text-sm text-sale">
              {text.sendFailed}
              {error === 'money' ? (
                <button type="button" onClick={() => topUpThen()} className={buttonStyles.secondary}>
                  {text.topUp}
                </button>
              ) : null}
            </p>
          ) : null}
          {gifts.length > 0 || toys.length > 0 ? (
            <div className="flex flex-wrap gap-1.5" aria-label={`${text.gifts} · ${text.toys}`}>
              {gifts.map((gift) => (
                <button
                  key={`gift-${gift.id}`}
                  type="button"
                  data-testid={`chat-gift-${gift.id}`}
                  disabled={busy}
                  onClick={() => void send({ giftId: gift.id })}
                  aria-label={fill(text.giftLabel, { gift: gift.name, price: euro(gift.price.value) })}
                  className="inline-flex min-h-11 items-center gap-1 rounded-full bg-surface-2 px-3 text-xs ring-1 ring-line hover:ring-accent disabled:opacity-60"
                >
                  {/* eslint-disable-next-line @next/next/no-img-element -- generated SVG */}
                  <img src={gift.imageUrl} alt="" width={20} height={20} className="size-5" />
                  {gift.name} · {euro(gift.price.value)}
                </button>
              ))}
              {toys.map((toy) => (
                <button
                  key={`toy-${toy.id}`}
                  type="button"
                  data-testid={`chat-toy-${toy.id}`}
                  disabled={busy}
                  onClick={() => void send({ toyId: toy.id })}
                  className="inline-flex min-h-11 items-center rounded-full bg-accent/10 px-3 text-xs text-accent ring-1 ring-accent/40 hover:bg-accent/20 disabled:opacity-60"
                >
                  {fill(text.toyLabel, { toy: toy.displayName || toy.name, seconds: toy.duration, price: euro(toy.price.value) })}
                </button>
              ))}
            </div>
          ) : null}
        </>
      ) : null}
    </div>
  );
}
