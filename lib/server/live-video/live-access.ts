import 'server-only';
import type { P2PParty } from '@/lib/realtime/live-message-types';

/** Who sent a live video signal: the hub's session of that tab. */
export type LivePrincipal = { kind: 'guest'; guestId: number } | { kind: 'performer'; actorId: number } | { kind: 'visitor' };

/**
 * The one authorization of live video signalling ("authorized per chat"). The chat
 * service implements it (the chat must be running, belong to this guest and this performer's
 * room, be paid for); the signalling never decides on its own.
 */
export type LiveAccess = {
  /** May this principal receive the room's media within this chat? */
  canWatch(principal: LivePrincipal, roomId: number, chatId: number): Promise<boolean>;
  /** The principal's side in this 1:1 chat, or null when not a party of it (or it is not running). */
  canSignalP2P(principal: LivePrincipal, chatId: number): Promise<P2PParty | null>;
  /** Media reached the chat's viewer (billing may run) or was lost (billing pauses). */
  onViewerMedia(chatId: number, state: 'connected' | 'lost'): void;
  /**
   * The performer's report of her peer connection in a 1:1 chat (chatMedia, already authorized
   * as the actor of that running private chat). Awaited, unlike onViewerMedia; absent: the
   * report goes to onViewerMedia.
   */
  onPeerMedia?(chatId: number, state: 'connected' | 'lost'): Promise<void>;
  /** The performer's camera reached her room (publish answered): she is on air. */
  onRoomOpened?(roomId: number): void;
  /** The performer's room closed (she stopped, or did not come back after a drop). */
  onRoomClosed?(roomId: number): void;
};

/**
 * Until the chat service is wired in: only the performer may watch her own room (a preview of
 * what her guests get); every guest, visitor and peer-to-peer signal is refused.
 */
export const performerOnlyAccess: LiveAccess = {
  canWatch: async (principal, roomId) => principal.kind === 'performer' && principal.actorId === roomId,
  canSignalP2P: async () => null,
  onViewerMedia: () => {},
};
