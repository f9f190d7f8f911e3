'use client';

import { formatMoney } from '@/lib/format/currency';
import { useStudioT } from '../studio-context';
import { type EndedChat, formatDuration } from './live-state';

/** The chats that ended while this page was open: type, billed time and her share (chatEnded). */
export function StudioChatEarnings({ ended }: { ended: EndedChat[] }) {
  const t = useStudioT();
  const total = ended.reduce((sum, chat) => sum + chat.earned, 0);
  return (
    <section aria-labelledby="studio-chat-earnings-title" className="rounded-lg border border-line bg-surface p-3">
      <h2 id="studio-chat-earnings-title" className="mb-2 font-semibold">
        {t('live.earnings.title')}
      </h2>
      <ul data-testid="studio-chat-earnings" className="space-y-1 text-sm">
        {ended.length === 0 ? <li className="text-muted">{t('live.earnings.empty')}</li> : null}
        {ended.map((chat) => (
          <li key={chat.chatId} className="flex justify-between gap-3">
            <span>
              {t(`live.chatType.${chat.chatType}`)} · <span className="tabular-nums">{formatDuration(chat.billedSeconds)}</span>
            </span>
            <span className="font-semibold tabular-nums">{formatMoney(chat.earned, 'EUR')}</span>
          </li>
        ))}
      </ul>
      {ended.length > 0 ? <p className="mt-2 border-t border-line pt-2 text-sm font-semibold">{t('live.earnings.total', { amount: formatMoney(total, 'EUR') })}</p> : null}
    </section>
  );
}
