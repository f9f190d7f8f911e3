import WebSocket from 'ws';
import { reconnectDelay } from '@/lib/realtime/reconnect-delay';
import { clock, type Presence } from './storm-server';

/**
 * One page's socket as the real client runs it: requestSession with the guest's token, on each
 * sessionAck requestSnapshot for the performer it shows (subscribe first, then read), then her
 * presence events applied by version (stores/presence.ts). Records every ack and every event.
 */
export class StormClient {
  /** Receive times of each logged-in sessionAck. */
  readonly acks: number[] = [];
  /** Every presence event for the performer, in arrival order. */
  readonly events: { version: number; at: number }[] = [];
  view: Presence = { online: false, version: -1 };
  private socket: WebSocket | null = null;
  private attempts = 0;
  private stopped = false;

  constructor(
    private readonly url: string,
    private readonly token: string,
    private readonly actorId: number,
  ) {}

  /** Resolves at the first logged-in ack. */
  start(): Promise<void> {
    return new Promise((resolve) => {
      this.onFirstAck = resolve;
      this.connect();
    });
  }

  private onFirstAck: (() => void) | null = null;

  private connect(): void {
    if (this.stopped) return;
    this.attempts += 1;
    const socket = new WebSocket(this.url, { perMessageDeflate: false });
    this.socket = socket;
    socket.on('error', () => {}); // a close follows
    socket.on('open', () => socket.send(JSON.stringify({ type: 'requestSession', language: 'en', accessToken: this.token })));
    socket.on('message', (data) => this.receive(socket, String(data)));
    socket.on('close', () => {
      if (this.socket !== socket || this.stopped) return;
      this.socket = null;
      setTimeout(() => this.connect(), reconnectDelay(this.attempts));
    });
  }

  private receive(socket: WebSocket, text: string): void {
    const message = JSON.parse(text) as { type: string; loggedIn?: boolean; actorId?: number; version?: number; actors?: { actorId: number; online: boolean; version: number }[] };
    if (message.type === 'sessionAck' && message.loggedIn) {
      this.acks.push(clock());
      this.attempts = 0;
      socket.send(JSON.stringify({ type: 'requestSnapshot', actorIds: [this.actorId], accessToken: this.token }));
      this.onFirstAck?.();
      this.onFirstAck = null;
    } else if (message.type === 'presenceSnapshot') {
      const row = message.actors?.find((a) => a.actorId === this.actorId);
      if (row) this.apply(row);
    } else if ((message.type === 'actorOnline' || message.type === 'actorOffline') && message.actorId === this.actorId && message.version !== undefined) {
      this.events.push({ version: message.version, at: clock() });
      this.apply({ online: message.type === 'actorOnline', version: message.version });
    }
  }

  private apply(next: Presence): void {
    if (next.version > this.view.version) this.view = { online: next.online, version: next.version };
  }

  isOpen(): boolean {
    return this.socket?.readyState === WebSocket.OPEN;
  }

  stop(): void {
    this.stopped = true;
    this.socket?.terminate();
  }
}
