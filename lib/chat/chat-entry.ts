import type { GuestVoucher } from '@/lib/contracts/voucher';
import { formatMoney } from '@/lib/format/currency';
import { formatDuration } from '@/lib/format/duration';
import { fill } from '@/lib/format/fill';
import { type RestrictionReason, type RoleSession, isVip, restrictionReason } from '@/lib/guest/roles';
import { MIN_CHAT_BALANCE_CENTS } from './billing-rules';
import { type ChatType, type PricedChatType, chatTypes, isPaidChatType, isPrivateChatType } from './chat-codes';
import { previewSecondsFor } from './preview-rules';

/**
 * Which chats a performer's chat button offers (§3 chat button config: prices and flags) and
 * what stands between the guest and each (§6 restriction reasons). Pure, no zod, no React: the
 * profile's button and the tile entry decide with it, the server decides again at the start.
 */
export type PerformerChatState = {
  online: boolean;
  freeChat: boolean;
  voyeur: boolean;
  videocall: boolean;
  /** §3 isLivePreviewEnabled: a short free look into her room. */
  livePreview: boolean;
  /** §3 chat button flag voicecall: the anonymous voice call. */
  voice: boolean;
  /**
   * Her ticket show runs now (§3 isCurrentlyTicketShow) and whether this guest holds a ticket
   * (§3 guestHasTicket): a holder watches her live chat (or unseen as voyeur) at no charge per
   * minute, others and every private type wait (the server answers 403 / 409 ticketShow).
   * Absent: no show running.
   */
  ticketShow?: 'holder' | 'stranger';
  /** §3 free-chat duration: the guest's free seconds left today with her (null: not known, e.g. a visitor). */
  freeSecondsLeft?: number | null;
  /** She is in a private chat now: free, live and further private chats are refused (409), voyeur stays. */
  busy: boolean;
  /** Her live chat's age rating when the page knows it; null: the start's 403 decides (profile data has none). */
  liveAgeRating: 16 | 18 | null;
  /** Per-minute prices in EUR cents: live = her "video" price. */
  prices: Record<PricedChatType, number>;
};

export type ChatGuest = {
  /** null: a visitor (or a guest whose session has not arrived yet). */
  session: (NonNullable<RoleSession> & { balance: number; vouchers: GuestVoucher[] }) | null;
};

export type ChatEntry = {
  type: ChatType;
  pricePerMinute: number;
  /** §9 "chat price shown per minute": '1,49 €/min'; the free label for free chat. */
  priceLabel: string;
  /** What the guest must settle first, or null: the start may go. */
  restriction: RestrictionReason | null;
};

/**
 * previewFree: the live preview's label with its {seconds} ("5 s free"); without it the free label.
 * ticket: a holder's label during her ticket show ("With your ticket"); without it the free label.
 * freeLeft: free chat with the guest's time left today ("Free · {time} left"); without it the free label.
 */
export type ChatEntryText = { perMinute: string; free: string; previewFree?: string; ticket?: string; freeLeft?: string };

/** §3 voucher type 2 "videochat" (chatSeconds); the number, so the page imports no zod contract. */
const VIDEOCHAT_VOUCHER = 2;

/** Whether she offers the type in this state (the server's offersChatType, plus her private-chat lock). */
export function offersChat(state: PerformerChatState, type: ChatType): boolean {
  if (!state.online) return false;
  if (state.busy && type !== 'voyeur') return false;
  if (state.ticketShow) return state.ticketShow === 'holder' && (type === 'live' || type === 'voyeur');
  if (type === 'preview') return state.livePreview;
  if (type === 'voice') return state.voice;
  if (type === 'free') return state.freeChat;
  if (type === 'voyeur') return state.voyeur;
  if (type === 'videocall') return state.videocall;
  return true;
}

/** §3 videochat vouchers usable with this performer (any-actor vouchers count too). */
export function hasVideochatVoucher(vouchers: GuestVoucher[], actorId: number): boolean {
  return vouchers.some((v) => v.type === VIDEOCHAT_VOUCHER && v.amount > 0 && (v.actorId === null || v.actorId === actorId));
}

/**
 * §6 for one chat type, in the order the guest fixes them: log in; a forced payment; the age
 * check for an fsk-18 live chat; §9 minimum chat balance (0,50 €) for a paid type unless a
 * videochat voucher pays.
 */
export function chatRestriction(state: PerformerChatState, guest: ChatGuest, actorId: number, type: ChatType): RestrictionReason | null {
  const session = guest.session;
  const short =
    session !== null && isPaidChatType(type) && session.balance < MIN_CHAT_BALANCE_CENTS && !hasVideochatVoucher(session.vouchers, actorId);
  return restrictionReason(session, { login: true, avs: state.liveAgeRating === 18, purchase: short });
}

/** The entries of her chat button in the order of chatTypes; an offline performer has none. */
export function chatEntries(state: PerformerChatState, guest: ChatGuest, actorId: number, text: ChatEntryText): ChatEntry[] {
  return chatTypes
    .filter((type) => offersChat(state, type))
    .map((type) => {
      // During her show the ticket paid for the live chat (and the voyeur view): nothing per minute.
      if (state.ticketShow === 'holder') return { type, pricePerMinute: 0, priceLabel: text.ticket ?? text.free, restriction: chatRestriction(state, guest, actorId, 'free') };
      const pricePerMinute = type === 'free' || type === 'preview' ? 0 : state.prices[type];
      const priceLabel =
        type === 'preview' && text.previewFree
          ? // §6 preview limit 5 (VIP 20): the VIP sees her own limit; a visitor the general one.
            fill(text.previewFree, { seconds: previewSecondsFor(isVip(guest.session)) })
          : type === 'free' && text.freeLeft && state.freeSecondsLeft != null
            ? fill(text.freeLeft, { time: formatDuration(state.freeSecondsLeft) })
            : pricePerMinute === 0
            ? text.free
            : fill(text.perMinute, { price: formatMoney(pricePerMinute, 'EUR') });
      return { type, pricePerMinute, priceLabel, restriction: chatRestriction(state, guest, actorId, type) };
    });
}

/** 1:1 chats run peer to peer (startPeerCall); free, live and voyeur watch her SFU room. */
export const chatVideoPath = (type: ChatType): 'sfu' | 'p2p' => (isPrivateChatType(type) ? 'p2p' : 'sfu');
/** Cam2cam and the video call send the guest's own camera too. */
export const sendsGuestCamera = (type: ChatType): boolean => type === 'singlec2c' || type === 'videocall';
/** A voyeur watches unseen, and so does a live preview: no text, gifts or toys (the server answers 403 to a voyeur). */
export const mayWriteInChat = (type: ChatType): boolean => type !== 'voyeur' && type !== 'preview';

/** Whole seconds since the media came up (the server's mediaStartedAt), never negative. */
export function elapsedSeconds(mediaStartedAt: string | null, now: number): number {
  if (!mediaStartedAt) return 0;
  const started = Date.parse(mediaStartedAt);
  return Number.isFinite(started) ? Math.max(0, Math.floor((now - started) / 1000)) : 0;
}

/** `?chat=<type>` of a profile link (tile entry), when it names a chat type. */
export function chatTypeOfQuery(value: string | null | undefined): ChatType | null {
  return value && (chatTypes as readonly string[]).includes(value) ? (value as ChatType) : null;
}

/** §3 free-chat durations: what the guest has left today with this performer (the full allowance when she is not listed). */
export function freeSecondsWith(durations: { defaultSeconds: number; durations: { actorId: number; remainingSeconds: number }[] }, actorId: number): number {
  return durations.durations.find((entry) => entry.actorId === actorId)?.remainingSeconds ?? durations.defaultSeconds;
}

/**
 * The free time left while a free chat runs, counted down on the page: what the server said at
 * `fetchedAt` minus the live seconds since then (free seconds are spent only while the media is up).
 */
export function freeSecondsNow(left: { seconds: number; fetchedAt: number }, mediaStartedAt: string | null, now: number): number {
  if (!mediaStartedAt) return left.seconds;
  const since = Math.max(left.fetchedAt, Date.parse(mediaStartedAt));
  return Math.max(0, left.seconds - Math.max(0, Math.floor((now - since) / 1000)));
}
