import 'server-only';
import type { P2PParty, P2PPayload } from '@/lib/realtime/live-message-types';
import type { ServerMessage } from '@/lib/realtime/protocol';
import type { LiveAccess, LivePrincipal } from '@/lib/server/live-video/live-access';

/** Signals waiting for a party that has no tab in the chat yet; past this the oldest go. */
export const MAX_PENDING_SIGNALS = 64;

export type SendToSession = (sessionId: string, message: ServerMessage) => boolean;
export type LiveCaller = { sessionId: string; principal: LivePrincipal };

type ChatLink = { endpoints: Partial<Record<P2PParty, string>>; pending: Record<P2PParty, P2PPayload[]> };

const other = (party: P2PParty): P2PParty => (party === 'guest' ? 'actor' : 'guest');

/**
 * The signalling relay of 1:1 chats (private, cam2cam, video call: direct peer connections).
 * Each party's endpoint is the one tab that last signalled in that chat — never every socket of
 * the guest — and a signal reaches only the other party's endpoint. A party authorizes itself
 * with every signal (LiveAccess.canSignalP2P), so a tab outside the chat can neither send nor,
 * never having become an endpoint, receive. Signals for a party without a tab wait (bounded).
 */
export class P2PRelay {
  private readonly chats = new Map<number, ChatLink>();
  private readonly chatsOfSession = new Map<string, Set<number>>();

  constructor(
    private readonly access: LiveAccess,
    private readonly send: SendToSession,
  ) {}

  /** Relays one signal; returns the refusal to send back, if any. */
  async signal(caller: LiveCaller, chatId: number, to: P2PParty, payload: P2PPayload): Promise<ServerMessage[]> {
    const side = await this.access.canSignalP2P(caller.principal, chatId);
    if (!side) return [{ type: 'error', code: 'UNAUTHORIZED', message: 'p2pSignal: not a party of this chat.' }];
    if (side === to) return [{ type: 'error', code: 'BAD_MESSAGE', message: 'p2pSignal: a signal goes to the other party.' }];
    const link = this.chats.get(chatId) ?? { endpoints: {}, pending: { guest: [], actor: [] } };
    this.chats.set(chatId, link);
    this.claim(link, chatId, side, caller.sessionId);
    if (payload.kind === 'bye') link.pending[to] = [];
    this.deliver(link, chatId, side, to, payload);
    if (payload.kind === 'bye') this.release(chatId, side, caller.sessionId);
    return [];
  }

  /** A closed tab is no endpoint any more; what it sent and nobody received is dropped. */
  connectionClosed(sessionId: string): void {
    for (const chatId of this.chatsOfSession.get(sessionId) ?? []) {
      const link = this.chats.get(chatId);
      if (!link) continue;
      for (const party of ['guest', 'actor'] as const) {
        if (link.endpoints[party] === sessionId) this.release(chatId, party, sessionId);
      }
    }
    this.chatsOfSession.delete(sessionId);
  }

  /** Open chats and their waiting signals (tests: nothing may stay behind). */
  size(): { chats: number; pending: number } {
    let pending = 0;
    for (const link of this.chats.values()) pending += link.pending.guest.length + link.pending.actor.length;
    return { chats: this.chats.size, pending };
  }

  private claim(link: ChatLink, chatId: number, side: P2PParty, sessionId: string): void {
    if (link.endpoints[side] === sessionId) return;
    link.endpoints[side] = sessionId;
    this.chatsOfSession.set(sessionId, (this.chatsOfSession.get(sessionId) ?? new Set()).add(chatId));
    // Signals that waited for this party are delivered to its new tab, in order.
    const waiting = link.pending[side];
    link.pending[side] = [];
    for (const payload of waiting) this.deliver(link, chatId, other(side), side, payload);
  }

  private deliver(link: ChatLink, chatId: number, from: P2PParty, to: P2PParty, payload: P2PPayload): void {
    const target = link.endpoints[to];
    if (target && this.send(target, { type: 'p2pSignal', chatId, from, payload })) return;
    const queue = link.pending[to];
    queue.push(payload);
    if (queue.length > MAX_PENDING_SIGNALS) queue.shift();
  }

  private release(chatId: number, side: P2PParty, sessionId: string): void {
    const link = this.chats.get(chatId);
    if (!link || link.endpoints[side] !== sessionId) return;
    delete link.endpoints[side];
    link.pending[other(side)] = [];
    this.chatsOfSession.get(sessionId)?.delete(chatId);
    if (!link.endpoints.guest && !link.endpoints.actor) this.chats.delete(chatId);
  }
}
