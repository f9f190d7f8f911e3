/**
 * Frames of the PostgreSQL PubSub (LISTEN/NOTIFY between processes). One pg
 * channel carries every logical channel; a frame is
 *   `{origin} {messageId} {index}/{count} {channel} {chunk}`
 * NOTIFY payloads must stay under 8000 bytes (PostgreSQL's default), so a larger JSON payload is
 * split into chunks that are all notified in ONE statement (delivered together and in order at
 * commit) and reassembled by the listener. Payloads above MAX_PAYLOAD_BYTES are refused.
 * Pure: no database, unit-tested in tests/unit/realtime-pubsub-codec.test.ts.
 */
export const PG_CHANNEL = 'cam_realtime';
export const NOTIFY_LIMIT_BYTES = 8000;
/** Room left for the frame header (origin, id, index/count, channel name). */
export const CHUNK_BYTES = NOTIFY_LIMIT_BYTES - 200;
export const MAX_PAYLOAD_BYTES = 256 * 1024;
const CHANNEL_PATTERN = /^[A-Za-z0-9._-]{1,64}$/;
const TOKEN_PATTERN = /^[A-Za-z0-9]{1,40}$/;

export type DecodedFrame = { origin: string; messageId: string; index: number; count: number; channel: string; chunk: string };

export function isValidChannel(channel: string): boolean {
  return CHANNEL_PATTERN.test(channel);
}

/** Splits text into pieces of at most maxBytes UTF-8 bytes, never inside a code point. */
export function splitUtf8(text: string, maxBytes: number): string[] {
  if (Buffer.byteLength(text) <= maxBytes) return [text];
  const pieces: string[] = [];
  let current = '';
  let bytes = 0;
  for (const char of text) {
    const size = Buffer.byteLength(char);
    if (bytes + size > maxBytes) {
      pieces.push(current);
      current = '';
      bytes = 0;
    }
    current += char;
    bytes += size;
  }
  pieces.push(current);
  return pieces;
}

/** The frames of one publish; throws when the channel name or the payload size is not allowed. */
export function encodeFrames(origin: string, messageId: string, channel: string, json: string): string[] {
  if (!isValidChannel(channel)) throw new Error(`Invalid pubsub channel name '${channel}'.`);
  if (!TOKEN_PATTERN.test(origin) || !TOKEN_PATTERN.test(messageId)) throw new Error('Invalid pubsub origin or message id.');
  const size = Buffer.byteLength(json);
  if (size > MAX_PAYLOAD_BYTES) throw new Error(`Pubsub payload of ${size} bytes exceeds ${MAX_PAYLOAD_BYTES} bytes.`);
  const chunks = splitUtf8(json, CHUNK_BYTES);
  return chunks.map((chunk, index) => `${origin} ${messageId} ${index}/${chunks.length} ${channel} ${chunk}`);
}

/** Parses one frame; null for anything malformed (the payload came over the network). */
export function decodeFrame(frame: string): DecodedFrame | null {
  const match = /^([A-Za-z0-9]{1,40}) ([A-Za-z0-9]{1,40}) (\d{1,4})\/(\d{1,4}) ([A-Za-z0-9._-]{1,64}) /.exec(frame);
  if (!match) return null;
  const [head, origin, messageId, indexText, countText, channel] = match as unknown as [string, string, string, string, string, string];
  const index = Number(indexText);
  const count = Number(countText);
  if (count < 1 || index >= count) return null;
  return { origin, messageId, index, count, channel, chunk: frame.slice(head.length) };
}

type Partial = { chunks: (string | undefined)[]; received: number; startedAt: number };

/** Collects the chunks of split payloads; a payload missing chunks for longer than maxAgeMs is dropped. */
export class Reassembler {
  private readonly partial = new Map<string, Partial>();

  constructor(private readonly maxAgeMs = 10_000) {}

  /** Returns the whole channel and JSON text once every chunk of its message has arrived. */
  accept(frame: DecodedFrame, now = Date.now()): { channel: string; json: string } | null {
    if (frame.count === 1) return { channel: frame.channel, json: frame.chunk };
    this.dropStale(now);
    const key = `${frame.origin} ${frame.messageId} ${frame.channel}`;
    const entry = this.partial.get(key) ?? { chunks: new Array<string | undefined>(frame.count), received: 0, startedAt: now };
    if (entry.chunks.length !== frame.count) return null;
    if (entry.chunks[frame.index] === undefined) entry.received += 1;
    entry.chunks[frame.index] = frame.chunk;
    this.partial.set(key, entry);
    if (entry.received < frame.count) return null;
    this.partial.delete(key);
    return { channel: frame.channel, json: entry.chunks.join('') };
  }

  pendingCount(): number {
    return this.partial.size;
  }

  private dropStale(now: number): void {
    for (const [key, entry] of this.partial) if (now - entry.startedAt > this.maxAgeMs) this.partial.delete(key);
  }
}
