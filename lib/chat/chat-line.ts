import type { Message } from '@/lib/contracts/messenger';
import type { ChatMessageItem } from './chat-message-types';

/** The messenger message of a POST answer in the shape of the `chatMessage` event, so both feed one list. */
export function chatLineOf(message: Message, guestName: string, toy = false): ChatMessageItem {
  const gift = message.data.gifts[0] ?? null;
  const messageType = message.messageType === 'toy' || toy ? 'toy' : message.messageType === 'gift' ? 'gift' : 'text';
  return {
    id: message.id,
    senderType: message.senderType,
    messageType,
    text: message.text,
    giftName: gift?.name ?? null,
    toyDurationSeconds: null,
    guestName,
    createdAt: message.createdAt,
  };
}
