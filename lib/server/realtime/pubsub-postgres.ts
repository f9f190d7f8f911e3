import 'server-only';
import { randomBytes } from 'node:crypto';
import { EventEmitter } from 'node:events';
import { log } from '@/lib/server/log';
import type { PubSub } from '@/lib/server/realtime/pubsub';
import { decodeFrame, encodeFrames, PG_CHANNEL, Reassembler } from '@/lib/server/realtime/pubsub-codec';

/** A dedicated connection that LISTENs; the driver reports its failure through onError. */
export type ListenConnection = { close(): Promise<void> };

/** What the adapter needs from PostgreSQL; node-postgres in production, PGlite in tests. */
export type NotifyDriver = {
  /** Opens a connection, LISTENs on pgChannel; onError fires once when the connection is lost. */
  listen(pgChannel: string, onPayload: (payload: string) => void, onError: (error: unknown) => void): Promise<ListenConnection>;
  /** Notifies every payload in ONE statement (delivered together, in order, at commit). */
  notify(pgChannel: string, payloads: string[]): Promise<void>;
  close(): Promise<void>;
};

export const RECONNECT_MIN_MS = 500;
export const RECONNECT_MAX_MS = 30_000;

/**
 * PubSub over PostgreSQL LISTEN/NOTIFY ("two processes deliver each other's
 * events"). Local subscribers get a publish at once; other processes get it through NOTIFY, and
 * a process ignores its own notifications (the origin in the frame). The LISTEN connection is
 * re-opened with backoff after an error; events notified while it is down are lost for this
 * process (pages refetch on reconnect: events are thin, §7).
 */
export async function createPostgresPubSub(driver: NotifyDriver, options: { pgChannel?: string } = {}): Promise<PubSub> {
  const pgChannel = options.pgChannel ?? PG_CHANNEL;
  const origin = randomBytes(6).toString('hex');
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  const reassembler = new Reassembler();
  let sequence = 0;
  let connection: ListenConnection | null = null;
  let reconnectTimer: ReturnType<typeof setTimeout> | null = null;
  let delay = RECONNECT_MIN_MS;
  let closed = false;

  function deliver(channel: string, payload: unknown): void {
    try {
      emitter.emit(channel, payload);
    } catch (error) {
      log.error(`pubsub subscriber of '${channel}' failed`, error);
    }
  }

  function onPayload(frameText: string): void {
    const frame = decodeFrame(frameText);
    if (!frame) return log.warn('pubsub: malformed notification ignored');
    if (frame.origin === origin) return;
    const whole = reassembler.accept(frame);
    if (!whole) return;
    try {
      deliver(whole.channel, JSON.parse(whole.json));
    } catch {
      log.warn('pubsub: notification with invalid JSON ignored');
    }
  }

  function onError(error: unknown): void {
    if (closed) return;
    log.warn(`pubsub: LISTEN connection lost, reconnecting in ${delay} ms`, error);
    const lost = connection;
    connection = null;
    void lost?.close().catch(() => {});
    scheduleReconnect();
  }

  function scheduleReconnect(): void {
    if (closed || reconnectTimer) return;
    reconnectTimer = setTimeout(() => {
      reconnectTimer = null;
      void connect();
    }, delay);
    reconnectTimer.unref?.();
    delay = Math.min(delay * 2, RECONNECT_MAX_MS);
  }

  async function connect(): Promise<void> {
    try {
      const opened = await driver.listen(pgChannel, onPayload, onError);
      if (closed) return void (await opened.close());
      connection = opened;
      delay = RECONNECT_MIN_MS;
    } catch (error) {
      onError(error);
    }
  }

  await connect();
  if (!connection) log.warn('pubsub: LISTEN is not connected yet; retrying in the background');

  return {
    async publish(channel, payload) {
      const json = JSON.stringify(payload);
      sequence += 1;
      // encodeFrames refuses an oversized payload or a bad channel name: the caller gets the error.
      const frames = encodeFrames(origin, sequence.toString(36), channel, json);
      deliver(channel, JSON.parse(json));
      try {
        await driver.notify(pgChannel, frames);
      } catch (error) {
        // Local sockets already have it; other processes miss this event (logged, not thrown).
        log.error(`pubsub: NOTIFY on '${channel}' failed`, error);
      }
    },
    subscribe(channel, listener) {
      emitter.on(channel, listener);
      return () => emitter.off(channel, listener);
    },
    async close() {
      closed = true;
      if (reconnectTimer) clearTimeout(reconnectTimer);
      emitter.removeAllListeners();
      await connection?.close().catch(() => {});
      connection = null;
      await driver.close();
    },
  };
}
