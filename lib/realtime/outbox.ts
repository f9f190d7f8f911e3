import type { OutgoingMessage } from '@/lib/realtime/message-types';

/** Messages waiting for the sessionAck beyond this are dropped (an outage must not grow memory). */
export const MAX_QUEUED = 100;

type SendMessage = Extract<OutgoingMessage, { type: 'sendMessage' }>;
const isSendMessage = (message: OutgoingMessage): message is SendMessage => message.type === 'sendMessage';

/**
 * The session's outgoing messages (§4: queued until the session acknowledgement, then flushed).
 * A sendMessage stays "unconfirmed" after it went out until its messageResult arrives; when the
 * connection is lost first (a server restart), it goes back to the front of the queue and is
 * sent again after the reconnect. Its clientMessageId makes the resend safe: the server stores
 * a message once per id ("queued and delivered once after reconnect, never twice").
 */
export class Outbox {
  private queued: OutgoingMessage[] = [];
  private unconfirmed = new Map<string, SendMessage>();

  /** False when the queue is full or the same sendMessage is already waiting. */
  enqueue(message: OutgoingMessage): boolean {
    if (this.queued.length >= MAX_QUEUED) return false;
    if (isSendMessage(message) && this.waiting(message.clientMessageId)) return false;
    this.queued.push(message);
    return true;
  }

  /** Everything queued, in order; the queue is empty afterwards. */
  takeAll(): OutgoingMessage[] {
    const all = this.queued;
    this.queued = [];
    return all;
  }

  /** Called once a message went out on the socket. */
  sent(message: OutgoingMessage): void {
    if (isSendMessage(message)) this.unconfirmed.set(message.clientMessageId, message);
  }

  /** messageResult for this id arrived: the server has it (stored or refused), no resend. */
  confirmed(clientMessageId: string): void {
    this.unconfirmed.delete(clientMessageId);
  }

  /** The connection is lost: unconfirmed messages go back to the front of the queue, in send order. */
  requeueUnconfirmed(): void {
    const resend = [...this.unconfirmed.values()].filter((message) => !this.queued.includes(message));
    this.unconfirmed.clear();
    this.queued = [...resend, ...this.queued].slice(0, MAX_QUEUED);
  }

  size(): number {
    return this.queued.length;
  }

  clear(): void {
    this.queued = [];
    this.unconfirmed.clear();
  }

  private waiting(clientMessageId: string): boolean {
    return this.unconfirmed.has(clientMessageId) || this.queued.some((queued) => isSendMessage(queued) && queued.clientMessageId === clientMessageId);
  }
}
