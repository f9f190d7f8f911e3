import type { SocketLike } from '@/lib/realtime/session';

/** A WebSocket stand-in: records what the session sends and lets the test play the server. */
export class FakeSocket implements SocketLike {
  static instances: FakeSocket[] = [];
  readyState = 0;
  sent: Record<string, unknown>[] = [];
  closedWith: number | undefined;
  onopen: SocketLike['onopen'] = null;
  onmessage: SocketLike['onmessage'] = null;
  onclose: SocketLike['onclose'] = null;
  onerror: SocketLike['onerror'] = null;

  constructor(readonly url: string) {
    FakeSocket.instances.push(this);
  }
  send(data: string) {
    this.sent.push(JSON.parse(data) as Record<string, unknown>);
  }
  close(code?: number) {
    this.closedWith = code;
    this.readyState = 3;
  }
  serverOpens() {
    this.readyState = 1;
    this.onopen?.({});
  }
  serverSends(message: unknown) {
    this.onmessage?.({ data: JSON.stringify(message) });
  }
  serverCloses(code: number) {
    this.readyState = 3;
    this.onclose?.({ code, reason: '' });
  }
  types() {
    return this.sent.map((message) => message.type);
  }
}
