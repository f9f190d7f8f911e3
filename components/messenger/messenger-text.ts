import type { NotEnoughMoneyText } from '@/components/purchase/buy-text';
import type { VoiceCallText } from '@/components/voice-call/voice-call-text';
import type { ChannelFilter } from '@/lib/messenger/channel-list';
import type { SendMessageErrorCode } from '@/lib/realtime/message-types';

/** The plain strings of messages `Messenger` (placeholders such as {price} left in, filled in the browser). */
export const messengerTextKeys = [
  'channelsLabel',
  'filterLabel',
  'onlineOnly',
  'loading',
  'failed',
  'retry',
  'loggedOut',
  'login',
  'emptyList',
  'emptyHint',
  'choose',
  'back',
  'online',
  'offline',
  'unread',
  'age',
  'conversationWith',
  'archive',
  'unarchive',
  'block',
  'unblock',
  'blockedNote',
  'noMessages',
  'fromYou',
  'paid',
  'messageLabel',
  'placeholder',
  'send',
  'sendPlain',
  'freeMessage',
  'sending',
  'gifts',
  'closeGifts',
  'toys',
  'toysUnavailable',
  'vipOnly',
  'owned',
  'addGift',
  'removeGift',
  'onMessage',
  'duration',
  'random',
  'oneClick',
  'oneClickPlain',
  'otherAmount',
  'oneClickFailed',
  'shortOfMoney',
  'loadMore',
  'olderMessages',
  'loadingOlder',
  'markAllRead',
  'recommendations',
] as const;

export type MessengerText = Record<(typeof messengerTextKeys)[number], string> & {
  filters: Record<ChannelFilter, string>;
  errors: Record<SendMessageErrorCode | 'FAILED', string>;
  box: NotEnoughMoneyText;
  /** "This message was withdrawn." (messages MessengerContent, §7 messenger content change). */
  withdrawn: string;
  /** The anonymous voice call of the conversation (messages AnonymousCall). */
  call: VoiceCallText;
};
