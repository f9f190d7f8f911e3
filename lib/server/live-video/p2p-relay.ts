import 'server-only';
import type { P2PParty, P2PPayload } from '@/lib/realtime/live-message-types';
import type { ServerMessage } from '@/lib/realtime/protocol';
import type { LiveAccess, LivePrincipal } from '@/lib/server/live-video/live-access';
import type { P2PBus, P2PBusMessage } from './p2p-bus';

/** Signals waiting for a party that has no tab in the chat yet; past this the oldest go. */
export const MAX_PENDING_SIGNALS = 64;
/** A chat known only from other processes' signals, untouched this long, is forgotten. */
const REMOTE_LINK_TTL_MS = 10 * 60_000;

export type SendToSession = (sessionId: string, message: ServerMessage) => boolean;
export type LiveCaller = { sessionId: string; principal: LivePrincipal };

/** An endpoint is a tab of this process (its session id) or `@<process id>` (a tab of another process). */
type ChatLink = { endpoints: Partial<Record<P2PParty, string>>; pending: Record<P2PParty, P2PPayload[]>; touchedAt: number };

const other = (party: P2PParty): P2PParty => (party === 'guest' ? 'actor' : 'guest');
const isRemote = (endpoint: string | undefined): endpoint is string => endpoint?.startsWith('@') === true;

/**
 * The signalling relay of 1:1 chats (private, cam2cam, video call: direct peer connections).
 * Each party's endpoint is the one tab that last signalled in that chat — never every socket of
 * the guest — and a signal reaches only the other party's endpoint. A party authorizes itself
 * with every signal (LiveAccess.canSignalP2P), so a tab outside the chat can neither send nor,
 * never having become an endpoint, receive. Signals for a party without a tab wait (bounded).
 * With a bus (several processes, docs/ARCHITECTURE.md "Two processes") each process announces
 * the endpoints it holds; a signal goes to the process holding the other party's tab, and while
 * no process holds one, every process keeps it waiting — the one where that party signals first
 * delivers it, the others drop theirs when they hear the claim.
 */
export class P2PRelay {
  private readonly chats = new Map<number, ChatLink>();
  private readonly chatsOfSession = new Map<string, Set<number>>();

  constructor(
    private readonly access: LiveAccess,
    private readonly send: SendToSession,
    private readonly bus?: P2PBus,
  ) {
    bus?.subscribe((message) => this.fromBus(message));
  }

  /** Relays one signal; returns the refusal to send back, if any. */
  async signal(caller: LiveCaller, chatId: number, to: P2PParty, payload: P2PPayload): Promise<ServerMessage[]> {
    const side = await this.access.canSignalP2P(caller.principal, chatId);
    if (!side) return [{ type: 'error', code: 'UNAUTHORIZED', message: 'p2pSignal: not a party of this chat.' }];
    if (side === to) return [{ type: 'error', code: 'BAD_MESSAGE', message: 'p2pSignal: a signal goes to the other party.' }];
    const link = this.link(chatId);
    this.claim(link, chatId, side, caller.sessionId);
    if (payload.kind === 'bye') link.pending[to] = [];
    this.route(link, chatId, side, to, payload);
    if (payload.kind === 'bye') this.release(chatId, side, caller.sessionId);
    this.pruneRemoteLinks();
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

  private link(chatId: number): ChatLink {
    const link = this.chats.get(chatId) ?? { endpoints: {}, pending: { guest: [], actor: [] }, touchedAt: 0 };
    link.touchedAt = Date.now();
    this.chats.set(chatId, link);
    return link;
  }

  private claim(link: ChatLink, chatId: number, side: P2PParty, sessionId: string): void {
    if (link.endpoints[side] === sessionId) return;
    link.endpoints[side] = sessionId;
    this.chatsOfSession.set(sessionId, (this.chatsOfSession.get(sessionId) ?? new Set()).add(chatId));
    this.bus?.publish({ kind: 'claim', chatId, party: side });
    // Signals that waited for this party are delivered to its new tab, in order.
    const waiting = link.pending[side];
    link.pending[side] = [];
    for (const payload of waiting) this.deliverHere(link, chatId, other(side), side, payload);
  }

  /** A signal of a tab of this process: to the other party's tab here, to its process, or waiting everywhere. */
  private route(link: ChatLink, chatId: number, from: P2PParty, to: P2PParty, payload: P2PPayload): void {
    const target = link.endpoints[to];
    if (isRemote(target) && this.bus) return this.bus.publish({ kind: 'p2p', to: target.slice(1), chatId, fromParty: from, toParty: to, payload });
    if (target && this.send(target, { type: 'p2pSignal', chatId, from, payload })) return;
    this.queue(link, to, payload);
    this.bus?.publish({ kind: 'p2p', to: null, chatId, fromParty: from, toParty: to, payload });
  }

  private deliverHere(link: ChatLink, chatId: number, from: P2PParty, to: P2PParty, payload: P2PPayload): void {
    const target = link.endpoints[to];
    if (target && !isRemote(target) && this.send(target, { type: 'p2pSignal', chatId, from, payload })) return;
    this.queue(link, to, payload);
  }

  private queue(link: ChatLink, to: P2PParty, payload: P2PPayload): void {
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
    this.bus?.publish({ kind: 'release', chatId, party: side });
    this.forgetIfIdle(chatId, link);
  }

  /** Another process's announcement or signal (its own come back too and are skipped by the bus). */
  private fromBus(message: P2PBusMessage): void {
    if (message.kind === 'p2p') {
      const link = this.link(message.chatId);
      const target = link.endpoints[message.toParty];
      // A broadcast while another process holds the party's tab: that process delivers it.
      if (message.to === null && isRemote(target)) return;
      return this.deliverHere(link, message.chatId, message.fromParty, message.toParty, message.payload);
    }
    const link = this.chats.get(message.chatId);
    if (message.kind === 'claim') {
      const claimed = link ?? this.link(message.chatId);
      const previous = claimed.endpoints[message.party];
      if (previous && !isRemote(previous)) this.chatsOfSession.get(previous)?.delete(message.chatId);
      claimed.endpoints[message.party] = `@${message.from}`;
      claimed.pending[message.party] = [];
      return;
    }
    if (!link || link.endpoints[message.party] !== `@${message.from}`) return;
    delete link.endpoints[message.party];
    link.pending[other(message.party)] = [];
    this.forgetIfIdle(message.chatId, link);
  }

  private forgetIfIdle(chatId: number, link: ChatLink): void {
    if (!link.endpoints.guest && !link.endpoints.actor) this.chats.delete(chatId);
  }

  private pruneRemoteLinks(): void {
    const before = Date.now() - REMOTE_LINK_TTL_MS;
    for (const [chatId, link] of this.chats) {
      const local = [link.endpoints.guest, link.endpoints.actor].some((endpoint) => endpoint && !isRemote(endpoint));
      if (!local && link.touchedAt < before) this.chats.delete(chatId);
    }
  }
}
