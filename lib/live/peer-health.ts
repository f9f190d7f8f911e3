/** ICE "disconnected" often heals within a second or two; longer than this it is a broken link. */
export const DISCONNECTED_GRACE_MS = 3_000;
/** A negotiation that has not connected by then is tried again. */
export const CONNECT_TIMEOUT_MS = 15_000;

/** The wait before the n-th retry in a row (0-based): 0.5 s, 1 s, 2 s, 4 s, then 8 s at most. */
export function retryDelay(attempt: number): number {
  return Math.min(500 * 2 ** Math.max(0, attempt), 8_000);
}

/**
 * Watches one browser peer connection and reports connected once per connection, and broken
 * when it failed, stayed disconnected past the grace, or never connected in time. The caller
 * re-negotiates on broken (reconnect after a network blip without a restart).
 */
export function watchPeer(pc: RTCPeerConnection, handlers: { connected(): void; broken(): void }): () => void {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let done = false;
  const arm = (ms: number) => {
    if (timer) clearTimeout(timer);
    timer = setTimeout(broken, ms);
  };
  const stop = () => {
    done = true;
    if (timer) clearTimeout(timer);
    pc.removeEventListener('connectionstatechange', onChange);
  };
  function broken(): void {
    if (done) return;
    stop();
    handlers.broken();
  }
  function onChange(): void {
    const state = pc.connectionState;
    if (state === 'connected') {
      if (timer) clearTimeout(timer);
      timer = null;
      handlers.connected();
    } else if (state === 'disconnected') arm(DISCONNECTED_GRACE_MS);
    else if (state === 'failed' || state === 'closed') broken();
  }
  pc.addEventListener('connectionstatechange', onChange);
  arm(CONNECT_TIMEOUT_MS);
  return stop;
}
