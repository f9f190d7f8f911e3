/**
 * The STUN/TURN servers for this page's live video ("STUN/TURN configurable"): the
 * server's environment, fetched once per page from GET /rest/v1/config/iceServers and shared by
 * every connection (lib/live/room-link.ts, peer-call.ts). A failed fetch is not fatal: without
 * servers the browsers use host candidates, which is what a local setup needs anyway.
 */
let pending: Promise<RTCIceServer[]> | null = null;
let loaded: RTCIceServer[] = [];

const isServer = (value: unknown): value is RTCIceServer =>
  typeof value === 'object' && value !== null && Array.isArray((value as { urls?: unknown }).urls) && (value as { urls: unknown[] }).urls.every((url) => typeof url === 'string');

/** The servers from the answer body, or [] when it is not the expected shape. */
export function iceServersOf(body: unknown): RTCIceServer[] {
  const list = (body as { data?: { iceServers?: unknown } } | null)?.data?.iceServers;
  return Array.isArray(list) ? list.filter(isServer) : [];
}

export function pageIceServers(): Promise<RTCIceServer[]> {
  pending ??= fetch('/rest/v1/config/iceServers', { headers: { accept: 'application/json' } })
    .then(async (response) => {
      loaded = response.ok ? iceServersOf(await response.json()) : [];
      return loaded;
    })
    .catch(() => {
      // Fetch again on the next connection: the network may be back.
      pending = null;
      return [];
    });
  return pending;
}

/** What pageIceServers() answered last ([] before its first answer), for code that cannot wait. */
export function loadedPageIceServers(): RTCIceServer[] {
  return loaded;
}

/** Tests: forget the cached answer. */
export function resetPageIceServers(): void {
  pending = null;
  loaded = [];
}
