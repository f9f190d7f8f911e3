import WebSocket from 'ws';
import { clientMessageSchema } from '@/lib/realtime/protocol';
import { deepValue, nastyValue, prototypeObject, type Rng, word } from './fuzz-random';
import { type IdPool, jsonSchemaOf, valueFor } from './fuzz-schema-value';

/**
 * WebSocket frames for the hub (lib/server/realtime/process-frame.ts): every client message type
 * of the protocol schema with hostile fields, and frames that are not messages at all. Pings are
 * left out: the runner uses them to learn that the hub has answered the frame before.
 */
const frameSchemas = clientMessageSchema.options.map(jsonSchemaOf).filter((schema) => schema.properties?.type?.const !== 'ping');

const GARBAGE = ['', '{', 'null', '[]', '"ping"', '1e309', '{"type":1}', '{"type":"unknownType"}', '{"type":"__proto__"}', '{"type":null}', '\u0000', '{"type":"sendMessage"}'];

export function wsFrameSource(rng: Rng, ids: IdPool, tokens: () => { guest: string }): () => { label: string; text: string } {
  return () => {
    const roll = rng.next();
    if (roll < 0.8) {
      const schema = rng.pick(frameSchemas);
      const frame = valueFor(schema, '', { rng, ids, mutation: rng.pick([0, 0.1, 0.3]) }) as Record<string, unknown>;
      if (frame.accessToken !== undefined) frame.accessToken = rng.chance(0.8) ? tokens().guest : nastyValue(rng);
      return { label: `WS ${typeof frame.type === 'string' ? frame.type : typeof frame.type}`, text: JSON.stringify(frame) };
    }
    if (roll < 0.88) return { label: 'WS garbage', text: rng.pick(GARBAGE) };
    if (roll < 0.92) return { label: 'WS prototype keys', text: JSON.stringify({ type: rng.pick(['sendMessage', 'archiveChannel', 'requestSession']), ...prototypeObject(rng) }) };
    if (roll < 0.94) return { label: 'WS deep', text: JSON.stringify({ type: 'loadChannels', offset: deepValue(rng.pick([30, 800]), rng), limit: 1 }) };
    if (roll < 0.96) return { label: 'WS deep text', text: `{"type":"sendMessage","gifts":${'['.repeat(20_000)}${']'.repeat(20_000)}}` };
    if (roll < 0.99) return { label: 'WS nasty', text: JSON.stringify(nastyValue(rng)) };
    return { label: 'WS too big', text: JSON.stringify({ type: 'sendMessage', text: word(rng).repeat(40_000) }) };
  };
}

type Received = { type?: string; code?: string } & Record<string, unknown>;

/** One socket that sends a frame, then a ping, and returns what came back before the pong. */
export class FuzzSocket {
  private socket: WebSocket | null = null;
  private inbox: Received[] = [];
  private wake: (() => void) | null = null;
  closes: number[] = [];

  constructor(
    private readonly url: string,
    private readonly login: () => Record<string, unknown> | null,
  ) {}

  private async open(): Promise<WebSocket> {
    const socket = new WebSocket(this.url);
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve());
      socket.once('error', reject);
    });
    socket.on('message', (data) => {
      this.inbox.push(JSON.parse(String(data)) as Received);
      this.wake?.();
    });
    socket.on('close', (code) => {
      this.closes.push(code);
      this.wake?.();
    });
    this.socket = socket;
    const login = this.login();
    if (login) await this.exchange(JSON.stringify({ type: 'requestSession', language: 'en', ...login }));
    return socket;
  }

  /**
   * Sends `text` and a ping; answers the messages before the pong, or null when the socket closed.
   * The wait is generous: beside the whole suite on two cores, a session request has waited more than
   * 10 s behind the REST pool's password hashing; a hung server still fails it.
   */
  async exchange(text: string, timeoutMs = 30_000): Promise<Received[] | null> {
    const socket = this.socket && this.socket.readyState === WebSocket.OPEN ? this.socket : await this.open();
    this.inbox = [];
    socket.send(text);
    if (socket.readyState === WebSocket.OPEN) socket.send('{"type":"ping"}');
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const pong = this.inbox.findIndex((m) => m.type === 'pong');
      if (pong !== -1) return this.inbox.slice(0, pong);
      if (socket.readyState !== WebSocket.OPEN) return null;
      if (Date.now() > deadline) throw new Error(`no pong within ${timeoutMs} ms after ${text.slice(0, 120)}`);
      await new Promise<void>((resolve) => {
        this.wake = resolve;
        setTimeout(resolve, 200);
      });
      this.wake = null;
    }
  }

  close(): void {
    this.socket?.close();
  }
}
