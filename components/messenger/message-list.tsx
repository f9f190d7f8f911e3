'use client';

import { useEffect, useRef } from 'react';
import type { Message } from '@/lib/contracts/messenger';
import { MessageBubble } from './message-bubble';
import type { MessengerText } from './messenger-text';

type Props = { messages: Message[]; text: MessengerText; actorName: string };

/** The conversation, oldest first, kept scrolled to the newest message; new ones are announced politely. */
export function MessageList({ messages, text, actorName }: Props) {
  const list = useRef<HTMLOListElement>(null);
  const last = messages.at(-1)?.id;
  useEffect(() => {
    const element = list.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [last]);

  if (messages.length === 0) {
    return <p className="grid flex-1 place-items-center p-6 text-sm text-muted">{text.noMessages}</p>;
  }
  return (
    <ol ref={list} aria-live="polite" className="flex max-h-[60vh] flex-1 flex-col gap-2 overflow-y-auto p-3 md:max-h-[32rem]">
      {[...messages]
        .sort((a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt) || a.id - b.id)
        .map((message) => (
          <li key={message.id} className={message.senderType === 'guest' ? 'self-end' : 'self-start'}>
            <MessageBubble message={message} text={text} actorName={actorName} />
          </li>
        ))}
    </ol>
  );
}
