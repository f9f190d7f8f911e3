'use client';

import { studioChatTextMutation } from '@/lib/queries/studio-live';
import type { LiveChatMessage } from './live-events';
import { useStudio, useStudioT } from '../studio-context';
import { StudioRoomMessage } from './studio-room-message';
import { StudioTextForm } from './studio-text-form';

type Props = { messages: LiveChatMessage[]; target: { chatId: number; guestName: string } | null };

/**
 * The in-chat messages of every guest in her room (text is rendered as text, never as markup)
 * and her reply to the chat she selected, or her message to the whole room (studio-room-message.tsx).
 * Her own message comes back as a chatMessage event.
 */
export function StudioChatBox({ messages, target }: Props) {
  const t = useStudioT();
  return (
    <section aria-labelledby="studio-chat-title" className="space-y-2 rounded-lg border border-line bg-surface p-3">
      <h2 id="studio-chat-title" className="font-semibold">
        {t('live.messages.title')}
      </h2>
      <ol data-testid="studio-chat-messages" aria-live="polite" className="max-h-72 space-y-1 overflow-y-auto text-sm">
        {messages.length === 0 ? <li className="text-muted">{t('live.messages.empty')}</li> : null}
        {messages.map((message) => (
          <li key={message.id} className={message.senderType === 'actor' ? 'text-right' : undefined}>
            <span className="font-semibold">{message.senderType === 'actor' ? t('live.messages.fromYou') : message.guestName}: </span>
            <MessageBody message={message} />
          </li>
        ))}
      </ol>
      {target ? <ReplyForm key={target.chatId} target={target} /> : <p className="text-sm text-muted">{t('live.messages.noChat')}</p>}
      <StudioRoomMessage />
    </section>
  );
}

function MessageBody({ message }: { message: LiveChatMessage }) {
  const t = useStudioT();
  const name = message.giftName ?? '';
  if (message.messageType === 'gift') return <span className="text-accent">{t('live.messages.gift', { name })}</span>;
  if (message.messageType === 'toy') return <span className="font-semibold text-accent">{t('live.messages.toy', { name, seconds: message.toyDurationSeconds ?? 0 })}</span>;
  return <span className="break-words">{message.text}</span>;
}

function ReplyForm({ target }: { target: { chatId: number; guestName: string } }) {
  const { locale } = useStudio();
  const t = useStudioT();
  return (
    <StudioTextForm
      id="studio-chat-text"
      testId="studio-chat-text"
      label={t('live.messages.inputLabel', { name: target.guestName })}
      labelVisible={false}
      placeholder={t('live.messages.placeholder', { name: target.guestName })}
      sendLabel={t('live.messages.send')}
      mutation={studioChatTextMutation(locale, target.chatId)}
      failure={() => t('live.messages.failed')}
    />
  );
}
