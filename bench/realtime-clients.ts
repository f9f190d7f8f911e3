import WebSocket from 'ws';

/** Connections opened at once: raised batch by batch, so the listen backlog never overflows (no SYN flood). */
const BATCH = 500;
const clock = () => performance.timeOrigin + performance.now();

/**
 * The parent's client sockets (`ws`, no permessage-deflate). Each sends §7 requestSession on open
 * (with an access token when given one and then waits for the logged-in sessionAck). Incoming
 * frames are only classified by their first bytes, so the clients cost the parent little CPU.
 */
export class ClientPool {
  readonly sockets: WebSocket[] = [];
  private fanoutTarget = '';
  private fanoutCount = 0;
  private fanoutDone: ((at: number) => void) | null = null;
  /** Receive time of the first guestBalance per socket index. */
  readonly balanceAt = new Map<number, number>();

  async open(url: string, count: number, tokens: string[]): Promise<void> {
    for (let start = 0; start < count; start += BATCH) {
      const batch = Array.from({ length: Math.min(BATCH, count - start) }, (_, k) => this.connect(url, start + k, tokens[start + k]));
      await Promise.all(batch);
    }
  }

  private connect(url: string, index: number, token: string | undefined): Promise<void> {
    return new Promise((resolve, reject) => {
      const socket = new WebSocket(url, { perMessageDeflate: false });
      this.sockets[index] = socket;
      let acked = token === undefined;
      // Before the ack an error fails the run; later ones (none expected) must not crash it.
      socket.on('error', reject);
      socket.once('open', () => {
        socket.send(JSON.stringify({ type: 'requestSession', language: 'en', ...(token ? { accessToken: token } : {}) }));
        if (acked) resolve();
      });
      socket.on('message', (data) => {
        const text = String(data);
        if (text === this.fanoutTarget) return this.countFanout();
        if (text.startsWith('{"type":"guestBalance"')) {
          if (!this.balanceAt.has(index)) this.balanceAt.set(index, clock());
          return;
        }
        if (!acked && text.startsWith('{"type":"sessionAck"')) {
          acked = true;
          if (text.includes('"loggedIn":true')) resolve();
          else reject(new Error(`session ${index} was not logged in: ${text}`));
        }
      });
    });
  }

  private countFanout(): void {
    this.fanoutCount += 1;
    if (this.fanoutCount === this.sockets.length) this.fanoutDone?.(clock());
  }

  /** Resolves with the time the last socket received `text` (exact frame text). */
  expectEverywhere(text: string, timeoutMs = 60_000): Promise<number> {
    this.fanoutTarget = text;
    this.fanoutCount = 0;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`fan-out: ${this.fanoutCount}/${this.sockets.length} received within ${timeoutMs} ms`)), timeoutMs);
      this.fanoutDone = (at) => {
        clearTimeout(timer);
        this.fanoutDone = null;
        resolve(at);
      };
    });
  }

  /** Waits until `indexes` all received a guestBalance, or the timeout; answers the missing ones. */
  async waitForBalances(indexes: number[], timeoutMs: number): Promise<number[]> {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline && indexes.some((i) => !this.balanceAt.has(i))) await new Promise((resolve) => setTimeout(resolve, 20));
    return indexes.filter((i) => !this.balanceAt.has(i));
  }

  openCount(): number {
    return this.sockets.filter((socket) => socket.readyState === WebSocket.OPEN).length;
  }

  async close(): Promise<void> {
    await Promise.all(
      this.sockets.map(
        (socket) =>
          new Promise<void>((resolve) => {
            if (socket.readyState === WebSocket.CLOSED) return resolve();
            socket.once('close', () => resolve());
            socket.terminate();
          }),
      ),
    );
  }
}
