'use client';

import { useMutation, useQuery } from '@tanstack/react-query';
import { OlderMessagesButton } from '@/components/messenger/older-messages-button';
import { useOlderMessages } from '@/components/messenger/use-older-messages';
import { useScrollAnchor } from '@/components/messenger/use-scroll-anchor';
import type { Message } from '@/lib/contracts/messenger';
import { fetchStudioOlderMessages, studioChannelOptions, studioWithdrawMutation } from '@/lib/queries/studio-messenger';
import { useStudio, useStudioT } from './studio-context';
import { StudioReplyForm } from './studio-reply-form';

const noMessages: readonly Message[] = [];

/**
 * One channel from her side. Opening it marks her side read (the server does, and tells her
 * other tabs). Texts are shown as text: React escapes them (script or HTML stays text).
 * Older messages come in pages above the newest (useOlderMessages); only the live part is
 * announced, and the list stays at the newest message while she reads there.
 */
export function StudioConversation({ channelId, onBack }: { channelId: number; onBack: () => void }) {
  const { locale } = useStudio();
  const t = useStudioT();
  const opened = useQuery(studioChannelOptions(locale, channelId));
  const channel = opened.data?.channel;
  const paging = useOlderMessages({
    channelId,
    latest: opened.data?.messages ?? noMessages,
    latestHasMore: opened.data?.hasMore ?? false,
    fetchOlder: (before) => fetchStudioOlderMessages(locale, channelId, before),
  });
  const first = paging.older[0] ?? paging.live[0];
  const last = paging.live.at(-1) ?? paging.older.at(-1);
  const scroller = useScrollAnchor<HTMLDivElement>({ firstId: first?.id, lastId: last?.id, lastIsMine: last?.senderType === 'actor' });

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
      <div ref={scroller} className="relative max-h-[60vh] space-y-2 overflow-y-auto p-3 [overflow-anchor:none]">
        <OlderMessagesButton paging={paging} label={t('messenger.olderMessages')} loadingLabel={t('messenger.loadingOlder')} failedLabel={t('messenger.loadFailed')} />
        {paging.older.length > 0 ? (
          <ol className="space-y-2">
            {paging.older.map((message) => (
              <MessageBubble key={message.id} message={message} channelId={channelId} />
            ))}
          </ol>
        ) : null}
        <ol aria-labelledby={`studio-conversation-${channelId}`} aria-live="polite" className="space-y-2">
          {opened.data && !first ? <li className="text-muted">{t('messenger.noMessages')}</li> : null}
          {paging.live.map((message) => (
            <MessageBubble key={message.id} message={message} channelId={channelId} />
          ))}
        </ol>
      </div>
      {channel?.blocked ? (
        <p className="border-t border-line p-3 text-muted">{t('messenger.blocked')}</p>
      ) : (
        <StudioReplyForm channelId={channelId} />
      )}
    </div>
  );
}

function MessageBubble({ message, channelId }: { message: Message; channelId: number }) {
  const { locale } = useStudio();
  const t = useStudioT();
  const withdraw = useMutation(studioWithdrawMutation(locale, channelId));
  const mine = message.senderType === 'actor';
  const time = new Intl.DateTimeFormat(locale, { timeStyle: 'short', timeZone: 'Europe/Berlin' }).format(new Date(message.createdAt));
  return (
    <li data-message-id={message.id} className={`max-w-[85%] rounded-lg px-3 py-2 ${mine ? 'ml-auto bg-accent/15' : 'bg-surface-2'}`}>
      {message.withdrawn ? <p className="italic text-muted">{t('messengerContent.withdrawn')}</p> : null}
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
      {/* §7 messenger content change: she may take back what she sent; the guest sees it withdrawn in place. */}
      {mine && !message.withdrawn ? (
        <button type="button" className="mt-1 text-xs text-muted underline disabled:opacity-50" disabled={withdraw.isPending} onClick={() => withdraw.mutate(message.id)}>
          {t('messengerContent.withdraw')}
        </button>
      ) : null}
      {withdraw.isError ? (
        <p role="alert" className="text-xs text-sale">
          {t('messengerContent.withdrawFailed')}
        </p>
      ) : null}
    </li>
  );
}
