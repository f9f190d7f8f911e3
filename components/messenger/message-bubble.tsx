import { Img } from '@/components/ui/img';
import type { Message } from '@/lib/contracts/messenger';
import { fill } from '@/lib/format/fill';
import type { MessengerText } from './messenger-text';

type Props = { message: Message; text: MessengerText; actorName: string };

const timeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'short', timeStyle: 'short' });

/**
 * One message. Its text is a React text node, never HTML ("A message with script or HTML:
 * stored as text, shown escaped" — no dangerouslySetInnerHTML anywhere in the messenger).
 */
export function MessageBubble({ message, text, actorName }: Props) {
  const mine = message.senderType === 'guest';
  return (
    <article
      data-message-id={message.id}
      className={`max-w-[85vw] rounded-2xl px-3 py-2 text-sm sm:max-w-md ${mine ? 'rounded-br-sm bg-accent text-on-accent' : 'rounded-bl-sm bg-surface-2'}`}
    >
      <p className="sr-only">{mine ? text.fromYou : actorName}</p>
      {message.withdrawn ? <p className="italic opacity-80">{text.withdrawn}</p> : null}
      {message.text ? <p className="whitespace-pre-wrap break-words">{message.text}</p> : null}
      {message.data.gifts.length > 0 ? (
        <ul className="mt-1 flex flex-wrap gap-2">
          {message.data.gifts.map((gift) => (
            <li key={gift.giftId} className="flex items-center gap-1">
              <Img src={gift.imageUrl} width={24} height={24} alt="" className="size-6" />
              <span>
                {gift.quantity}× {gift.name}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      {message.data.media ? <p className="mt-1 font-medium">{message.data.media.title}</p> : null}
      <p className={`mt-1 flex gap-2 text-xs ${mine ? 'text-on-accent/70' : 'text-muted'}`}>
        <time dateTime={message.createdAt} suppressHydrationWarning>
          {timeFormat.format(new Date(message.createdAt))}
        </time>
        {mine && message.price > 0 ? <span>{fill(text.paid, { price: message.priceFormatted })}</span> : null}
      </p>
    </article>
  );
}
