import WebSocket from 'ws';

export type Frame = { type: string } & Record<string, unknown>;

/**
 * A `ws` client for the live video tests: keeps every frame the server sent, so a test can
 * wait for one type without dropping the others, and check what never arrived.
 */
export class LiveTestClient {
  readonly frames: Frame[] = [];
  private waiters: (() => void)[] = [];

  private constructor(readonly socket: WebSocket) {
    socket.on('message', (data) => {
      this.frames.push(JSON.parse(String(data)) as Frame);
      for (const wake of this.waiters.splice(0)) wake();
    });
  }

  static async open(url: string, session: Record<string, unknown>): Promise<LiveTestClient> {
    const socket = new WebSocket(url);
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve());
      socket.once('error', reject);
    });
    const client = new LiveTestClient(socket);
    client.send({ type: 'requestSession', language: 'en', ...session });
    await client.waitFor((frame) => frame.type === 'sessionAck');
    return client;
  }

  send(message: Record<string, unknown>): void {
    this.socket.send(JSON.stringify(message));
  }

  /** The first frame (from `from` on) that matches; waits for it up to timeoutMs. */
  async waitFor(match: (frame: Frame) => boolean, timeoutMs = 10_000, from = 0): Promise<Frame> {
    const until = Date.now() + timeoutMs;
    for (;;) {
      const found = this.frames.slice(from).find(match);
      if (found) return found;
      const left = until - Date.now();
      if (left <= 0) throw new Error(`no matching frame; got ${JSON.stringify(this.frames.map((frame) => frame.type))}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => (clearTimeout(timer), resolve()));
      });
    }
  }

  /** Sends and waits for the next frame of one of these types that arrives after it. */
  async request(message: Record<string, unknown>, types: string[], timeoutMs = 10_000): Promise<Frame> {
    const from = this.frames.length;
    this.send(message);
    return this.waitFor((frame) => types.includes(frame.type), timeoutMs, from);
  }

  ofType(type: string): Frame[] {
    return this.frames.filter((frame) => frame.type === type);
  }

  async close(): Promise<void> {
    if (this.socket.readyState === WebSocket.CLOSED) return;
    const closed = new Promise<void>((resolve) => this.socket.once('close', () => resolve()));
    this.socket.close();
    await closed;
  }
}
