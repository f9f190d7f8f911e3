import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POST } from '@/app/graphql/route';
import { featureFeedback } from '@/lib/server/db/schema/feedback';
import type { AppRuntime } from '@/lib/server/runtime';
import { startTestRuntime, stopTestRuntime } from '@/tests/helpers/test-runtime';
import { freshGuest } from './fresh-guest';

let rt: AppRuntime;
beforeAll(async () => {
  rt = await startTestRuntime();
}, 120_000);
afterAll(() => stopTestRuntime(rt));

const MUTATION = 'mutation($f: String!, $r: Int!, $t: String, $u: String) { featureFeedback(featureId: $f, rating: $r, text: $t, url: $u) }';

async function gql(variables: Record<string, unknown>, token?: string) {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await POST(new Request('http://localhost/graphql?language=en', { method: 'POST', headers, body: JSON.stringify({ query: MUTATION, variables }) }));
  return (await response.json()) as { data?: { featureFeedback?: boolean } | null; errors?: { extensions?: { code?: string } }[] };
}

describe('§7 GraphQL feature feedback {featureId, rating, text, url}', () => {
  it('a guest\'s feedback is stored and the result is true', async () => {
    const { guestId, token } = await freshGuest(rt);
    const answer = await gql({ f: 'feed', r: 5, t: ' handy ', u: '/en/feed/' }, token);
    expect(answer.data?.featureFeedback).toBe(true);
    expect(await rt.db.select().from(featureFeedback).where(eq(featureFeedback.guestId, guestId))).toMatchObject([{ featureId: 'feed', rating: 5, text: 'handy', url: '/en/feed/' }]);
  });

  it('a visitor is UNAUTHORIZED, bad arguments VALIDATION_FAILED — nothing stored', async () => {
    const { guestId, token } = await freshGuest(rt);
    expect((await gql({ f: 'feed', r: 5 })).errors?.[0]?.extensions?.code).toBe('UNAUTHORIZED');
    expect((await gql({ f: 'feed', r: 9 }, token)).errors?.[0]?.extensions?.code).toBe('VALIDATION_FAILED');
    expect((await gql({ f: 'Feed Page', r: 3 }, token)).errors?.[0]?.extensions?.code).toBe('VALIDATION_FAILED');
    expect((await gql({ f: 'feed', r: 3, u: 'https://elsewhere.example/' }, token)).errors?.[0]?.extensions?.code).toBe('VALIDATION_FAILED');
    expect(await rt.db.select().from(featureFeedback).where(eq(featureFeedback.guestId, guestId))).toEqual([]);
  });
});
