'use client';

import type { Message } from '@/lib/contracts/messenger';
import { MessageBubble } from './message-bubble';
import type { MessengerText } from './messenger-text';
import { OlderMessagesButton } from './older-messages-button';
import type { MessagePaging } from './use-older-messages';
import { useScrollAnchor } from './use-scroll-anchor';

type Props = { paging: MessagePaging; text: MessengerText; actorName: string };

const byTime = (messages: readonly Message[]) => [...messages].sort((a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt) || a.id - b.id);

/**
 * The conversation, oldest first, kept at the newest message while she reads there. Older pages
 * are prepended above without moving what she sees (useScrollAnchor). Only the live part is a
 * polite live region: new messages are announced, older ones she asked for are not.
 */
export function MessageList({ paging, text, actorName }: Props) {
  const older = byTime(paging.older);
  const live = byTime(paging.live);
  const first = older[0] ?? live[0];
  const last = live.at(-1) ?? older.at(-1);
  const scroller = useScrollAnchor<HTMLDivElement>({ firstId: first?.id, lastId: last?.id, lastIsMine: last?.senderType === 'guest' });

  if (!first) {
    return <p className="grid flex-1 place-items-center p-6 text-sm text-muted">{text.noMessages}</p>;
  }
  const item = (message: Message) => (
    <li key={message.id} className={message.senderType === 'guest' ? 'self-end' : 'self-start'}>
      <MessageBubble message={message} text={text} actorName={actorName} />
    </li>
  );
  return (
    <div ref={scroller} className="relative flex max-h-[60vh] flex-1 flex-col gap-2 overflow-y-auto p-3 [overflow-anchor:none] md:max-h-[32rem]">
      <OlderMessagesButton paging={paging} label={text.olderMessages} loadingLabel={text.loadingOlder} failedLabel={text.failed} />
      {older.length > 0 ? <ol className="flex flex-col gap-2">{older.map(item)}</ol> : null}
      <ol aria-live="polite" className="flex flex-col gap-2">
        {live.map(item)}
      </ol>
    </div>
  );
}
