import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POST as graphqlPost } from '@/app/graphql/route';
import { HALLOWEEN_BANNER_ID, MOBILE_BANNER_ID } from '@/lib/contracts/banners';
import type { AppRuntime } from '@/lib/server/runtime';
import { startTestRuntime, stopTestRuntime } from '@/tests/helpers/test-runtime';

let rt: AppRuntime;
beforeAll(async () => {
  rt = await startTestRuntime();
});
afterAll(() => stopTestRuntime(rt));

const QUERY = /* GraphQL */ `
  query Banners($routeName: String!, $routeArgs: [RouteArgInput!], $mobile: Boolean) {
    banners(routeName: $routeName, routeArgs: $routeArgs, mobile: $mobile) { id imagePath width height alt onClickUrl onClickType relatedActorId mobileOnly }
  }
`;

type Answer = { data?: { banners: { id: number; mobileOnly: boolean; onClickUrl: string; alt: string }[] } | null; errors?: { extensions?: { code?: string } }[] };

async function banners(variables: Record<string, unknown>, query = '?language=en') {
  const response = await graphqlPost(
    new Request(`http://localhost/graphql${query}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: QUERY, variables }) }),
  );
  return { status: response.status, body: (await response.json()) as Answer };
}

const ids = async (variables: Record<string, unknown>, query?: string) => (await banners(variables, query)).body.data?.banners.map((item) => item.id);

describe('§7 GraphQL banners by mobile, route name and route args', () => {
  it('§9 mobile 560 only when asking for a phone (or for both, tagged mobileOnly for the media query)', async () => {
    expect(await ids({ routeName: '/', mobile: true })).toContain(MOBILE_BANNER_ID);
    expect(await ids({ routeName: '/', mobile: false })).not.toContain(MOBILE_BANNER_ID);
    const both = (await banners({ routeName: '/' })).body.data?.banners ?? [];
    expect(both.filter((item) => item.mobileOnly).map((item) => item.id)).toEqual([MOBILE_BANNER_ID]);
  });

  it('§9 halloween 559 only inside its window (24 October – 1 November), by the request’s test day', async () => {
    expect(await ids({ routeName: '/', mobile: false }, '?language=en&date=2026-10-31')).toContain(HALLOWEEN_BANNER_ID);
    expect(await ids({ routeName: '/', mobile: false }, '?language=en&date=2026-11-01')).toContain(HALLOWEEN_BANNER_ID);
    expect(await ids({ routeName: '/', mobile: false }, '?language=en&date=2026-11-02')).not.toContain(HALLOWEEN_BANNER_ID);
    expect(await ids({ routeName: '/', mobile: false }, '?language=en&date=2026-10-23')).not.toContain(HALLOWEEN_BANNER_ID);
  });

  it('internal banners link to the localized page; the alt text is in the page language', async () => {
    const de = (await banners({ routeName: '/new-girls' }, '?language=de')).body.data?.banners ?? [];
    const en = (await banners({ routeName: '/new-girls' }, '?language=en')).body.data?.banners ?? [];
    expect(de.map((item) => item.onClickUrl)).toEqual(['/de/cams/']);
    expect(de[0]?.alt).not.toBe(en[0]?.alt);
  });

  it('a route without banners, or unknown args, gives an empty list', async () => {
    expect(await ids({ routeName: '/messenger' })).toEqual([]);
    expect(await ids({ routeName: '/no-such-page', routeArgs: [{ name: 'actorName', value: 'lunasky' }] })).toEqual([]);
  });

  it('bad input: a malformed route is VALIDATION_FAILED with no data, a missing route name a 400; never a 500', async () => {
    for (const variables of [{ routeName: 'not a route' }, { routeName: '/', routeArgs: [{ name: 'bad name', value: 'x' }] }]) {
      const { status, body } = await banners(variables);
      expect(status).toBe(200);
      expect(body.data).toBeNull();
      expect(body.errors?.[0]?.extensions?.code).toBe('VALIDATION_FAILED');
    }
    const missing = await banners({});
    expect(missing.status).toBe(400);
    expect(missing.body.errors?.length).toBeGreaterThan(0);
  });
});
