import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import * as z from 'zod';
import { POST as graphqlPost } from '@/app/graphql/route';
import { GET as restGet, POST as restPost } from '@/app/rest/v1/[area]/[...call]/route';
import { ApiError } from '@/lib/api/api-error';
import { fetchModels, modelsKeys, modelsOptions } from '@/lib/queries/models';
import { graphqlRequest } from '@/lib/api/query';
import { restPath, restRequest } from '@/lib/api/rest';
import { guestBalanceResponseSchema } from '@/lib/contracts/guest';
import type { AppRuntime } from '@/lib/server/runtime';
import { startTestRuntime, stopTestRuntime } from '@/tests/helpers/test-runtime';
import { demoGuestToken } from './guest-token';

let rt: AppRuntime;
const seen: Request[] = [];

/** Routes the clients' fetch calls straight into the route handlers, as Next would. */
async function fakeFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const request = new Request(input, init);
  seen.push(request.clone());
  const { pathname } = new URL(request.url);
  if (pathname.startsWith('/graphql')) return graphqlPost(request);
  const [area = '', ...call] = pathname.slice('/rest/v1/'.length).split('/').filter(Boolean);
  const context = { params: Promise.resolve({ area, call }) };
  return request.method === 'POST' ? restPost(request, context) : restGet(request, context);
}

beforeAll(async () => {
  rt = await startTestRuntime();
  vi.stubGlobal('fetch', fakeFetch);
});
afterAll(async () => {
  vi.unstubAllGlobals();
  await stopTestRuntime(rt);
});

const session = { language: 'de' as const, baseUrl: 'http://localhost' };

describe('lib/api/rest.ts (§7 general rules for REST calls)', () => {
  it('§7: appends language, ver and access_token, and sends the Authorization header', async () => {
    const { token } = await demoGuestToken(rt);
    const body = await restRequest('guest/getGuestBalance', { ...session, accessToken: token, schema: guestBalanceResponseSchema });
    expect(body.balanceFormatted).toBe('50 €');
    const request = seen.at(-1) as Request;
    const url = new URL(request.url);
    expect(url.pathname).toBe('/rest/v1/guest/getGuestBalance');
    expect(url.searchParams.get('language')).toBe('de');
    expect(url.searchParams.get('ver')).toBeTruthy();
    expect(url.searchParams.get('access_token')).toBe(token);
    expect(request.headers.get('authorization')).toBe(`Bearer ${token}`);
    expect(request.credentials).toBe('omit');
  });

  it('§7/§8: a non-OK response throws an ApiError carrying the parsed error body', async () => {
    const error = await restRequest('guest/getGuestBalance', { ...session, schema: guestBalanceResponseSchema }).catch((e) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, code: 'UNAUTHORIZED' });
  });

  it('encodes path segments', async () => {
    expect(restPath('actor', 'getActorDataByIdOrName', 'a b/c')).toBe('actor/getActorDataByIdOrName/a%20b%2Fc');
  });
});

describe('lib/api/query.ts and lib/queries/models.ts (§7 query-language service)', () => {
  it('sends language as a query parameter and parses the models answer', async () => {
    const list = await fetchModels({ first: 4, order: 'newest' }, session);
    expect(list.items).toHaveLength(4);
    const url = new URL((seen.at(-1) as Request).url);
    expect(url.pathname).toBe('/graphql');
    expect(url.searchParams.get('language')).toBe('de');
  });

  it('passes the bearer token and the optional date', async () => {
    const { token } = await demoGuestToken(rt);
    await fetchModels({ first: 1 }, { ...session, accessToken: token });
    expect((seen.at(-1) as Request).headers.get('authorization')).toBe(`Bearer ${token}`);
    await graphqlRequest('{ modelTotals { total } }', { ...session, date: '2024-12-24', schema: z.any() });
    expect(new URL((seen.at(-1) as Request).url).searchParams.get('date')).toBe('2024-12-24');
  });

  it('§8: GraphQL errors and a bad token surface as ApiError with the server code', async () => {
    const bad = await fetchModels({ offset: -1 }, session).catch((e) => e);
    expect(bad).toBeInstanceOf(ApiError);
    expect(bad.code).toBe('VALIDATION_FAILED');
    const unauthorized = await fetchModels({ first: 1 }, { ...session, accessToken: 'garbage' }).catch((e) => e);
    expect(unauthorized).toMatchObject({ status: 401, code: 'UNAUTHORIZED' });
  });

  it('§5/§8: a query that requires a token is rejected when none is configured', async () => {
    const error = await graphqlRequest('{ modelTotals { total } }', {
      ...session,
      requireToken: true,
      schema: z.any(),
    }).catch((e) => e);
    expect(error).toMatchObject({ code: 'MISSING_TOKEN' });
  });

  it('query keys run from general to specific', () => {
    const options = modelsOptions({ first: 30 }, session);
    expect(options.queryKey.slice(0, 2)).toEqual([...modelsKeys.lists()]);
    expect(options.queryKey[0]).toBe(modelsKeys.all[0]);
  });
});
