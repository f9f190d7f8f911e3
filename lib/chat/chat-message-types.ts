/**
 * Chat events on `/ws`, as the browser sees them: plain types, no zod. The server's
 * zod schemas are in ./chat-protocol.ts, the browser's check in ./parse-chat-message.ts; the
 * union is part of ServerMessage in lib/realtime/message-types.ts.
 */
import type { ChatExitCode, ChatType } from './chat-codes';
import type { LiveReaction } from './reactions';

export type ChatServerMessage =
  /**
   * §7 chatEnd to the guest: price is the chat's total charge in EUR cents; exitCode (§3) names
   * why it ended, for the localized message (messages Chat.exit.<code>).
   */
  | { type: 'chatEnd'; chatId: number; price: number; actorId: number; actorName: string; isVoyeur: boolean; isToyControl: boolean; exitCode: ChatExitCode }
  /** Sent once per chat when the balance and vouchers pay for less than a minute: the page offers a top-up. */
  | { type: 'chatLowBalance'; chatId: number; secondsLeft: number }
  /**
   * To the performer: a guest started a chat with her (voyeurs are never announced). A private
   * type (single, singlec2c, videocall) is a request she accepts by starting the peer call.
   */
  | { type: 'chatStarted'; chatId: number; chatType: ChatType; guestName: string; pricePerMinute: number }
  /** To the performer: a chat with her ended; earned is her share in EUR cents. */
  | { type: 'chatEnded'; chatId: number; chatType: ChatType; exitCode: ChatExitCode; billedSeconds: number; earned: number }
  /** To the guest and the performer: a message inside a running chat (text, gift or toy control). */
  | { type: 'chatMessage'; chatId: number; message: ChatMessageItem }
  /** §7 private ticket show invitation: to every ticket holder when the performer starts her show. */
  | { type: 'privateTicketShowInvitation'; showId: number; actorId: number; actorName: string; actorSlug: string; title: string }
  /** §7 live reaction: a guest of her room tapped one; chatId is the recipient's own chat (null for her studio). */
  | { type: 'liveReaction'; actorId: number; chatId: number | null; reaction: LiveReaction; guestName: string }
  /** §7 voicecall start: to the guest when the voice call's media is up (billing runs); sets the §3 voicecall flag. */
  | { type: 'voicecallStart'; chatId: number; actorId: number; anonymous: boolean }
  /** §7 voicecall stop: to the guest when it ended; §4 an anonymous call's stop reloads the page once its exit state is closed. */
  | { type: 'voicecallStop'; chatId: number; actorId: number; anonymous: boolean; exitCode: ChatExitCode };

/** One in-chat message as both sides show it; giftName for gifts and toys, toyDurationSeconds for toys. */
export type ChatMessageItem = {
  id: number;
  senderType: 'guest' | 'actor';
  messageType: 'text' | 'gift' | 'toy';
  text: string;
  giftName: string | null;
  toyDurationSeconds: number | null;
  guestName: string;
  createdAt: string;
  /** Group room (free, live): another guest's line, or her message to the whole room; guestName names its sender. */
  fromRoom?: boolean;
};

export const chatServerMessageTypes = ['chatEnd', 'chatLowBalance', 'chatStarted', 'chatEnded', 'chatMessage', 'privateTicketShowInvitation', 'liveReaction', 'voicecallStart', 'voicecallStop'] as const;
