import { expect } from 'vitest';
import { GET, POST } from '@/app/rest/v1/[area]/[...call]/route';
import { studioAccessResponseSchema } from '@/lib/contracts/studio';

export type StudioInit = { token?: string; cookie?: string; query?: string; headers?: Record<string, string> };

/** One studio call through the real route handler (/rest/v1/studio/{call}), JSON like the studio pages send. */
export function studioCall(method: 'GET' | 'POST', call: string, body: unknown = {}, init: StudioInit = {}): Promise<Response> {
  const headers: Record<string, string> = { 'content-type': 'application/json', ...init.headers };
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  if (init.cookie) headers.cookie = init.cookie;
  const request = new Request(`http://localhost/rest/v1/studio/${call}/${init.query ?? ''}`, {
    method,
    headers,
    body: method === 'POST' ? JSON.stringify(body) : undefined,
  });
  return (method === 'GET' ? GET : POST)(request, { params: Promise.resolve({ area: 'studio', call: call.split('/') }) });
}

/** The ss cookie pair (name=value) from a login answer. */
export function studioCookieFrom(response: Response): string {
  const values = response.headers.getSetCookie().filter((c) => c.startsWith('ss='));
  const value = /^ss=([^;]*)/.exec(values[0] ?? '')?.[1];
  if (!value) throw new Error(`no ss cookie in ${values.join(' | ')}`);
  return `ss=${value}`;
}

/** Logs in through POST studio/login: the access token, her actor and the cookie. */
export async function studioLogIn(email: string, password: string, headers: Record<string, string> = {}) {
  const response = await studioCall('POST', 'login', { email, password }, { headers });
  expect(response.status).toBe(200);
  const { data } = studioAccessResponseSchema.parse(await response.json());
  return { ...data, cookie: studioCookieFrom(response) };
}
