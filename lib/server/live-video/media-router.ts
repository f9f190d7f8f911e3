import 'server-only';

/**
 * Where SFU rooms live (group live chat, voyeur and shows). The embedded default is
 * WeriftMediaRouter (in-process, werift); an external SFU (LiveKit, Janus) implements the same
 * interface — see docs/ARCHITECTURE.md "Live video". A room is the performer's actor id.
 *
 * Negotiation: the browser always offers and the router answers, for the publisher and for
 * viewers. werift gathers its candidates inside setLocalDescription, so the answer carries them
 * all and one request/reply over /ws sets up a connection (no trickle, no second round trip).
 */
export type MediaRouter = {
  /** How long a room waits for its performer after her connection or studio tab dropped. */
  readonly publisherGraceMs: number;
  /** The performer's camera and microphone into her room; a repeat replaces the publisher (re-negotiation). */
  publish(roomId: number, offerSdp: string): Promise<{ answerSdp: string }>;
  /**
   * A viewer's recvonly offer into a room with a publisher (NOT_FOUND otherwise). The same
   * viewerId again replaces the previous connection: one media stream per chat.
   */
  subscribe(roomId: number, viewerId: string, offerSdp: string): Promise<{ answerSdp: string }>;
  unsubscribe(roomId: number, viewerId: string): Promise<void>;
  /** Closes at once, or after graceMs unless the performer publishes again (a network blip). */
  closeRoom(roomId: number, options?: { graceMs?: number }): Promise<void>;
  on(listener: (event: MediaRouterEvent) => void): () => void;
  stats(): MediaRouterStats;
  close(): Promise<void>;
};

/** A performer whose connection or tab dropped has this long to publish again before her room closes. */
export const PUBLISHER_GRACE_MS = 15_000;

export type MediaRouterStats = { rooms: number; publishers: number; viewers: number };

/** Why a viewer's connection ended; 'replaced': the same viewer negotiated again. */
export type ViewerCloseReason = 'unsubscribed' | 'replaced' | 'failed' | 'roomClosed';

export type MediaRouterEvent =
  /** Media flows to the viewer (connected) or stopped (lost): billing starts and pauses on these. */
  | { type: 'viewerMedia'; roomId: number; viewerId: string; state: 'connected' | 'lost' }
  /** The viewer's connection is gone (a connected one got viewerMedia 'lost' first). */
  | { type: 'viewerClosed'; roomId: number; viewerId: string; reason: ViewerCloseReason }
  /** The publisher's connection failed or closed; the room waits for her to publish again. */
  | { type: 'publisherGone'; roomId: number }
  /** The room is closed; every viewer got viewerClosed 'roomClosed' before. */
  | { type: 'roomClosed'; roomId: number };

/** The viewer id of a guest's chat: one media stream per chat, whichever tab asks. */
export function chatViewerId(chatId: number): string {
  return `chat:${chatId}`;
}

/** The chat of a viewer id made by chatViewerId, else null (a performer's own preview). */
export function chatOfViewer(viewerId: string): number | null {
  const match = /^chat:(\d+)$/.exec(viewerId);
  return match ? Number(match[1]) : null;
}

/** A tiny typed listener set (the router's events). */
export class Listeners<T> {
  private readonly set = new Set<(value: T) => void>();

  add(listener: (value: T) => void): () => void {
    this.set.add(listener);
    return () => this.set.delete(listener);
  }

  emit(value: T, onError: (error: unknown) => void): void {
    for (const listener of this.set) {
      try {
        listener(value);
      } catch (error) {
        onError(error);
      }
    }
  }
}
