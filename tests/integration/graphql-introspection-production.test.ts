import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { POST } from '@/app/graphql/route';
import type { AppRuntime } from '@/lib/server/runtime';
import { startTestRuntime, stopTestRuntime } from '@/tests/helpers/test-runtime';

// The yoga server reads NODE_ENV once, when it is built: production from the start.
vi.stubEnv('NODE_ENV', 'production');

let rt: AppRuntime;
beforeAll(async () => {
  rt = await startTestRuntime();
});
afterAll(() => stopTestRuntime(rt));

type GraphqlBody = { data?: Record<string, unknown> | null; errors?: { message: string; extensions?: { code?: string } }[] };

async function gql(query: string) {
  const request = new Request('http://localhost/graphql?language=en', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query }),
  });
  const response = await POST(request);
  return { status: response.status, body: (await response.json()) as GraphqlBody };
}

describe('introspection is off in production', () => {
  it.each(['{ __schema { types { name } } }', '{ __type(name: "Video") { fields { name } } }', '{ categories { id } __schema { queryType { name } } }'])('%s is a 400', async (query) => {
    const { status, body } = await gql(query);
    expect(status).toBe(400);
    expect(body.data).toBeUndefined();
    expect(body.errors?.map((e) => e.extensions?.code)).toContain('INTROSPECTION_DISABLED');
  });

  it('__typename and ordinary queries still answer', async () => {
    const { status, body } = await gql('{ __typename categories { id } }');
    expect(status).toBe(200);
    expect(body.data?.__typename).toBe('Query');
  });
});
