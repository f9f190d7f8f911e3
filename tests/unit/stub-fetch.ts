import { vi } from 'vitest';

/** A REST answer for one `METHOD /path` of a component test. */
export type Route = (url: URL, init?: RequestInit) => Response | Promise<Response>;

/** Replaces `fetch` with the given routes; any other call answers 404 NOT_FOUND. Returns the mock to inspect calls. */
export function stubFetch(routes: Record<string, Route>) {
  const fetchMock = vi.fn(async (input: URL | string, init?: RequestInit) => {
    const url = new URL(String(input));
    const route = routes[`${init?.method ?? 'GET'} ${url.pathname}`];
    return route ? route(url, init) : Response.json({ success: false, error: { code: 'NOT_FOUND', message: 'no route' } }, { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
