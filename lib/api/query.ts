import type * as z from 'zod';
import { ApiError } from './api-error';
import { currentAccessToken } from './access-token';
import { type ApiSession, resolveBaseUrl } from './client-config';

export type GraphqlOptions<S extends z.ZodType> = ApiSession & {
  /** Parses `data`; a mismatch is an INVALID_RESPONSE ApiError. */
  schema: S;
  variables?: Record<string, unknown>;
  /** §7 optional test day (YYYY-MM-DD); the server honours it only where test days are allowed. */
  date?: string | null;
  /** §5/§8: data queries that need a guest are rejected up front when no token is configured. */
  requireToken?: boolean;
  signal?: AbortSignal;
  /** §7: the feed service is a GraphQL endpoint of its own; default the query-language service. */
  path?: '/graphql' | '/feed/graphql';
};

type GraphqlErrorWire = { message?: string; extensions?: { code?: string } };
type GraphqlAnswer = { data?: unknown; errors?: GraphqlErrorWire[] };

function graphqlError(status: number, errors: GraphqlErrorWire[]): ApiError {
  const first = errors[0];
  return new ApiError({ status, code: first?.extensions?.code ?? `HTTP_${status}`, message: first?.message ?? 'The query failed.', details: errors });
}

/**
 * The one GraphQL client (§7 query-language service): POST to /graphql with `language` and the
 * optional `date` as query parameters and the bearer token; the answer's data is zod-parsed.
 * Plain fetch: a GraphQL client library cost a visitor 14 kB gzip of JavaScript for a POST.
 * GraphQL errors (and non-OK statuses) become an ApiError with the first error's code.
 */
export async function graphqlRequest<S extends z.ZodType>(document: string, options: GraphqlOptions<S>): Promise<z.output<S>> {
  const accessToken = options.accessToken === undefined ? currentAccessToken() : options.accessToken;
  if (options.requireToken && !accessToken) {
    throw new ApiError({ status: 0, code: 'MISSING_TOKEN', message: 'No access token is configured.' });
  }
  const url = new URL(options.path ?? '/graphql', resolveBaseUrl(options.baseUrl));
  url.searchParams.set('language', options.language);
  if (options.date) url.searchParams.set('date', options.date);

  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(accessToken ? { Authorization: `Bearer ${accessToken}` } : {}) },
    body: JSON.stringify({ query: document, variables: options.variables }),
    credentials: 'omit',
    signal: options.signal,
  });
  const answer = (await response.json().catch(() => null)) as GraphqlAnswer | null;
  // Like a GraphQL client with the errors policy "none": any error, or a non-OK status, fails the call.
  if (!response.ok || !answer || (answer.errors?.length ?? 0) > 0) throw graphqlError(response.status, answer?.errors ?? []);
  const data = answer.data;
  const parsed = options.schema.safeParse(data);
  if (!parsed.success) {
    throw new ApiError({ status: 200, code: 'INVALID_RESPONSE', message: 'The response did not match the expected shape.', details: parsed.error.issues });
  }
  return parsed.data;
}
