import 'server-only';
import type { RTCPeerConnection } from 'werift';
import { log } from '@/lib/server/log';

export type ConnectionTimeouts = {
  /** A connection that is not connected this long after the answer never will be (no ICE route). */
  connectMs: number;
  /** ICE "disconnected" may heal; past this long it counts as failed (werift can stay disconnected). */
  interruptedMs: number;
};

export const DEFAULT_TIMEOUTS: ConnectionTimeouts = { connectMs: 20_000, interruptedMs: 15_000 };

export type ConnectionHandlers = {
  connected(): void;
  interrupted(): void;
  failed(): void;
};

/**
 * Turns a werift peer connection's state changes into connected / interrupted / failed, with
 * the two timeouts above, and calls failed at most once. Returns the stop function.
 */
export function watchConnection(pc: RTCPeerConnection, handlers: ConnectionHandlers, timeouts: ConnectionTimeouts): () => void {
  let done = false;
  let timer: NodeJS.Timeout | null = null;
  const arm = (ms: number) => {
    disarm();
    timer = setTimeout(fail, ms);
    timer.unref();
  };
  const disarm = () => {
    if (timer) clearTimeout(timer);
    timer = null;
  };
  const stop = () => {
    done = true;
    disarm();
    subscription.unSubscribe();
  };
  function fail(): void {
    if (done) return;
    stop();
    handlers.failed();
  }
  const run = (handler: () => void) => {
    try {
      handler();
    } catch (error) {
      log.error('live video connection handler failed', error);
    }
  };
  const subscription = pc.connectionStateChange.subscribe((state) => {
    if (done) return;
    if (state === 'connected') {
      disarm();
      run(handlers.connected);
    } else if (state === 'disconnected') {
      arm(timeouts.interruptedMs);
      run(handlers.interrupted);
    } else if (state === 'failed' || state === 'closed') {
      fail();
    }
  });
  arm(timeouts.connectMs);
  return stop;
}

/** Closing a peer connection never throws into the caller (it may already be closing). */
export function closeQuietly(pc: RTCPeerConnection): void {
  pc.close().catch((error: unknown) => log.debug('closing a peer connection failed', error));
}
