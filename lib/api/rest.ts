import { ApiError, apiErrorFromResponse } from './api-error';
import { currentAccessToken } from './access-token';
import { type ApiSession, CLIENT_VERSION, resolveBaseUrl } from './client-config';
import type { ResponseReader } from './response-reader';

export type RestOptions<T> = ApiSession & {
  /** Parses the answer (a zod schema or a ./response-reader.ts reader); a response that does not match is an INVALID_RESPONSE ApiError. */
  schema: ResponseReader<T>;
  method?: 'GET' | 'POST';
  /** Sent as JSON (POST). */
  body?: unknown;
  query?: Record<string, string | number | boolean | null | undefined>;
  /** §7: cookies go along only when a call asks for them. */
  withCredentials?: boolean;
  signal?: AbortSignal;
};

/** Joins path segments below /rest/v1, encoding each: restPath('actor', 'getActorDataByIdOrName', name). */
export function restPath(...segments: (string | number)[]): string {
  return segments.map((s) => encodeURIComponent(String(s))).join('/');
}

/**
 * The one REST client (§7 general rules): prefixes /rest/v1, appends language, ver and, if
 * present, access_token as query parameters, sends the token as Authorization header too,
 * sends JSON bodies, and throws an ApiError carrying the parsed error body on a non-OK answer.
 * The token is the page's own (lib/api/access-token.ts) unless the call names one.
 */
export async function restRequest<T>(path: string, options: RestOptions<T>): Promise<T> {
  const url = new URL(`/rest/v1/${path.replace(/^\/+/, '')}`, resolveBaseUrl(options.baseUrl));
  for (const [key, value] of Object.entries(options.query ?? {})) {
    if (value !== null && value !== undefined) url.searchParams.set(key, String(value));
  }
  url.searchParams.set('language', options.language);
  url.searchParams.set('ver', CLIENT_VERSION);
  const accessToken = options.accessToken === undefined ? currentAccessToken() : options.accessToken;
  if (accessToken) url.searchParams.set('access_token', accessToken);

  const headers = new Headers({ Accept: 'application/json' });
  if (accessToken) headers.set('Authorization', `Bearer ${accessToken}`);
  const method = options.method ?? (options.body === undefined ? 'GET' : 'POST');
  let body: string | undefined;
  if (method === 'POST') {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(options.body ?? {});
  }

  const response = await fetch(url, {
    method,
    headers,
    body,
    credentials: options.withCredentials ? 'include' : 'omit',
    signal: options.signal,
  });
  if (!response.ok) throw await apiErrorFromResponse(response);

  const parsed = options.schema.safeParse(await response.json().catch(() => undefined));
  if (!parsed.success) {
    throw new ApiError({
      status: response.status,
      code: 'INVALID_RESPONSE',
      message: 'The response did not match the expected shape.',
      details: parsed.error.issues,
    });
  }
  return parsed.data;
}
