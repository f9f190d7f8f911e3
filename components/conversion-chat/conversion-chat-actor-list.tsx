'use client';

import { useQuery } from '@tanstack/react-query';
import { buttonStyles } from '@/components/ui/button-styles';
import { Img } from '@/components/ui/img';
import type { Locale } from '@/i18n/routing';
import { formatMoney } from '@/lib/format/currency';
import { fill } from '@/lib/format/fill';
import { conversionChatActorsOptions } from '@/lib/queries/conversion-chat';
import type { ConversionChatText } from './conversion-chat-text';

/**
 * The §7 conversion chat actors of an eligible guest: avatar, name, her price after the free
 * minutes, and "Start free chat" to her profile with the live chat opened (?chat=live).
 * Loaded once per opening of the box (lib/queries/conversion-chat.ts): who is online changes by the minute.
 */
export function ConversionChatActorList({ locale, text }: { locale: Locale; text: ConversionChatText }) {
  const load = useQuery(conversionChatActorsOptions(locale));

  if (load.isPending) return <p role="status" className="mt-4 text-sm text-muted">{text.loading}</p>;
  if (load.isError) return <p role="alert" className="mt-4 text-sm text-sale">{text.loadFailed}</p>;
  if (load.data.length === 0) return <p className="mt-4 text-sm text-muted">{text.noActors}</p>;
  return (
    <ul aria-label={text.listLabel} className="mt-4 divide-y divide-line rounded-lg bg-surface-2 ring-1 ring-line">
      {load.data.map((actor) => (
        <li key={actor.id} className="flex items-center gap-3 px-3 py-2">
          <Img src={actor.avatar.url} alt="" width={48} height={48} className="size-12 shrink-0 rounded-full bg-surface object-cover" />
          <div className="min-w-0 flex-1">
            <p className="truncate font-semibold text-fg">{actor.name}</p>
            <p className="text-xs text-muted tabular-nums">{fill(text.perMinute, { price: formatMoney(actor.pricePerMinute, actor.currency) })}</p>
          </div>
          <a
            href={text.profileHref.replace('__slug__', encodeURIComponent(actor.slug))}
            aria-label={fill(text.startFreeChatWith, { name: actor.name })}
            className={`${buttonStyles.primary} shrink-0`}
          >
            {text.startFreeChat}
          </a>
        </li>
      ))}
    </ul>
  );
}
