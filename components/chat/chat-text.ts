import type { ChatType } from '@/lib/chat/chat-codes';
import type { ChatRefusal } from '@/lib/chat/chat-panel-state';
import type { RestrictionReason } from '@/lib/guest/roles';

/**
 * Messages `Chat` for the client panel, translated on the server (chat-text-server.ts); the
 * {placeholders} stay in and are filled in the browser (lib/format/fill.ts).
 */
export type ChatText = {
  type: Record<ChatType, string>;
  exit: Record<string, string>;
  restriction: Record<RestrictionReason, string>;
  refusal: Record<Exclude<ChatRefusal, 'freeUsedUp' | 'failed'>, string>;
  lowBalance: { text: string; topUp: string };
  receipt: Record<
    'title' | 'type' | 'performer' | 'start' | 'end' | 'running' | 'duration' | 'pricePerMinute' | 'freeSeconds' | 'voucherSeconds' | 'paidSeconds' | 'amount' | 'total',
    string
  >;
  entry: Record<'heading' | 'perMinute' | 'free' | 'previewFree' | 'ticket' | 'ticketShowNow' | 'freeLeft' | 'freeLeftRunning' | 'startLabel' | 'offline' | 'tileLabel' | 'tileButton', string>;
  /** The running live preview (components/chat/chat-preview.tsx). */
  preview: Record<'unseen' | 'countdown' | 'countdownLabel' | 'switchHeading' | 'end', string>;
  panel: Record<
    | 'connecting'
    | 'waitingPrivate'
    | 'live'
    | 'timer'
    | 'cost'
    | 'end'
    | 'ending'
    | 'soundOn'
    | 'soundOff'
    | 'videoOn'
    | 'videoOff'
    | 'cameraOn'
    | 'cameraOff'
    | 'cameraDenied'
    | 'fullscreen'
    | 'exitFullscreen'
    | 'videoLabel'
    | 'ownCamera'
    | 'voyeurNote'
    | 'messages'
    | 'noMessages'
    | 'you'
    | 'textLabel'
    | 'textPlaceholder'
    | 'send'
    | 'sendFailed'
    | 'gifts'
    | 'toys'
    | 'giftLabel'
    | 'toyLabel'
    | 'sentGift'
    | 'sentToy'
    | 'failed'
    | 'freeUsedUp'
    | 'close'
    | 'retry'
    | 'login'
    | 'verifyAge'
    | 'topUp'
    | 'newChat'
    | 'buyTicket',
    string
  >;
  survey: Record<'question' | 'bad' | 'great' | 'thanks' | 'failed', string>;
  /** Messages `ChatSwitch`: going private from her running free or live chat (components/chat/chat-room.tsx). */
  switch: Record<'heading', string>;
};
