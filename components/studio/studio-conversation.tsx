'use client';

import { useQuery } from '@tanstack/react-query';
import type { Message } from '@/lib/contracts/messenger';
import { studioApi, studioKeys } from '@/lib/studio/studio-api';
import { useStudio, useStudioT } from './studio-context';
import { StudioReplyForm } from './studio-reply-form';

/**
 * One channel from her side. Opening it marks her side read (the server does, and tells her
 * other tabs). Texts are shown as text: React escapes them (issue 7: script or HTML stays text).
 */
export function StudioConversation({ channelId, onBack }: { channelId: number; onBack: () => void }) {
  const { session } = useStudio();
  const t = useStudioT();
  const opened = useQuery({ queryKey: studioKeys.channel(channelId), queryFn: () => studioApi.channel(session(), channelId) });
  const channel = opened.data?.channel;

  return (
    <div className="flex flex-col rounded-lg border border-line bg-surface">
      <div className="flex items-center gap-3 border-b border-line px-3 py-2">
        <button type="button" onClick={onBack} className="text-sm text-muted underline sm:hidden">
          {t('messenger.back')}
        </button>
        <h2 id={`studio-conversation-${channelId}`} className="font-semibold">
          {channel?.guestName ?? '…'}
        </h2>
      </div>
      {opened.isError ? (
        <p role="alert" className="p-3 text-sale">
          {t('messenger.loadFailed')}
        </p>
      ) : null}
      <ol aria-labelledby={`studio-conversation-${channelId}`} aria-live="polite" className="max-h-[60vh] space-y-2 overflow-y-auto p-3">
        {opened.data && opened.data.messages.length === 0 ? <li className="text-muted">{t('messenger.noMessages')}</li> : null}
        {(opened.data?.messages ?? []).map((message) => (
          <MessageBubble key={message.id} message={message} />
        ))}
      </ol>
      {channel?.blocked ? (
        <p className="border-t border-line p-3 text-muted">{t('messenger.blocked')}</p>
      ) : (
        <StudioReplyForm channelId={channelId} />
      )}
    </div>
  );
}

function MessageBubble({ message }: { message: Message }) {
  const { locale } = useStudio();
  const t = useStudioT();
  const mine = message.senderType === 'actor';
  const time = new Intl.DateTimeFormat(locale, { timeStyle: 'short', timeZone: 'Europe/Berlin' }).format(new Date(message.createdAt));
  return (
    <li className={`max-w-[85%] rounded-lg px-3 py-2 ${mine ? 'ml-auto bg-accent/15' : 'bg-surface-2'}`}>
      {message.text ? <p className="whitespace-pre-wrap break-words">{message.text}</p> : null}
      {message.data.gifts.map((gift) => (
        <p key={gift.giftId} className="text-sm">
          {t('messenger.gift', { name: gift.name, quantity: gift.quantity })}
        </p>
      ))}
      {message.data.media ? <p className="text-sm">{t('messenger.media', { title: message.data.media.title })}</p> : null}
      <p className="mt-1 text-xs text-muted">
        {mine ? `${t('messenger.fromYou')} · ` : ''}
        {time}
        {message.price > 0 ? ` · ${t('messenger.paid', { price: message.priceFormatted })}` : ''}
      </p>
    </li>
  );
}
