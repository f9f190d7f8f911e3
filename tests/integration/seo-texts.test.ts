import { and, asc, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GET as graphqlGET, POST as graphqlPOST } from '@/app/graphql/route';
import { GET } from '@/app/rest/v1/[area]/[...call]/route';
import { dataEnvelope, errorBodySchema } from '@/lib/contracts/envelope';
import { actorSeoContentSchema } from '@/lib/seo/seo-text';
import { getSeoText, seoTextsByTags } from '@/lib/server/catalog/seo/get-seo-text';
import { actors } from '@/lib/server/db/schema/actors';
import { tags, videoTags, videos } from '@/lib/server/db/schema/catalog';
import type { AppRuntime } from '@/lib/server/runtime';
import { startTestRuntime, stopTestRuntime } from '@/tests/helpers/test-runtime';

let rt: AppRuntime;
/** A performer with a tagged, released video, that tag and how many of her released videos carry it. */
let sample: { actorId: number; name: string; slug: string; tagGroup: string; count: number };
let banned: { id: number; country: string };

beforeAll(async () => {
  rt = await startTestRuntime();
  const [row] = await rt.db
    .select({ actorId: actors.id, name: actors.name, slug: actors.slug, tagGroup: tags.tagGroup, count: count() })
    .from(videos)
    .innerJoin(actors, eq(actors.id, videos.actorId))
    .innerJoin(videoTags, eq(videoTags.videoId, videos.id))
    .innerJoin(tags, eq(tags.id, videoTags.tagId))
    .where(and(sql`${videos.releasedAt} <= now()`, sql`cardinality(${actors.bannedCountryCodes}) = 0`))
    .groupBy(actors.id, actors.name, actors.slug, tags.tagGroup)
    .orderBy(sql`count(*) desc`, asc(actors.id))
    .limit(1);
  const [withBan] = await rt.db.select({ id: actors.id, codes: actors.bannedCountryCodes }).from(actors).where(sql`cardinality(${actors.bannedCountryCodes}) > 0`).limit(1);
  if (!row || !withBan?.codes[0]) throw new Error('the seed needs tagged videos and a banned performer');
  sample = { ...row, count: Number(row.count) };
  banned = { id: withBan.id, country: withBan.codes[0] };
});
afterAll(async () => {
  await stopTestRuntime(rt);
});

function rest(path: string, headers: Record<string, string> = {}) {
  const url = new URL(`http://localhost/rest/v1/${path}`);
  const [area = '', ...rest] = url.pathname.slice('/rest/v1/'.length).split('/').filter(Boolean);
  return GET(new Request(url, { headers }), { params: Promise.resolve({ area, call: rest.map(decodeURIComponent) }) });
}

async function expectError(response: Response, status: number, code: string) {
  expect(response.status).toBe(status);
  expect(errorBodySchema.parse(await response.json()).error.code).toBe(code);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type GraphqlBody = { data?: Record<string, any> | null; errors?: { message: string; extensions?: Record<string, unknown> }[] };

async function gql(query: string, variables: Record<string, unknown> = {}, language = 'de') {
  const request = new Request(`http://localhost/graphql?language=${language}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  const response = await graphqlPOST(request);
  return { status: response.status, body: (await response.json()) as GraphqlBody };
}

describe('getSeoText (§3 SEO text: one row per scope, key and language)', () => {
  it('reads the category and tag texts in the asked language', async () => {
    const de = await getSeoText(rt.db, 'category', 'blonde', 'de');
    const es = await getSeoText(rt.db, 'category', 'blonde', 'es');
    expect(de).toMatchObject({ scope: 'category', key: 'blonde', language: 'de', slug: 'blonde', breadcrumb: 'Blond' });
    expect(es?.breadcrumb).toBe('Rubias');
    for (const text of [de, es]) {
      expect(text?.title).not.toBe('');
      expect(text?.h1).not.toBe('');
      expect(text?.freeTexts.length).toBeGreaterThan(0);
    }
    expect((await getSeoText(rt.db, 'tag', 'outdoor', 'nl'))?.breadcrumb).toBe('Buiten');
  });

  it('an unknown key or the wrong scope has no text', async () => {
    expect(await getSeoText(rt.db, 'category', 'no-such-category', 'en')).toBeNull();
    expect(await getSeoText(rt.db, 'tag', 'blonde', 'en')).toBeNull();
  });

  it('seoTextsByTags keeps the asked order, drops unknown groups and repeats', async () => {
    const texts = await seoTextsByTags(rt.db, ['dance', 'nope', 'outdoor', 'dance'], 'en');
    expect(texts.map((t) => t.key)).toEqual(['dance', 'outdoor']);
    expect(await seoTextsByTags(rt.db, [], 'en')).toEqual([]);
  });
});

const SEO_TEXTS = /* GraphQL */ `
  query Seo($groups: [String!]!, $language: SeoLanguage) {
    seoTextsByTags(tagGroups: $groups, language: $language) { scope key language title description h1 h2 freeTexts breadcrumb slug }
  }
`;

describe('GraphQL seoTextsByTags (§7 SEO texts by tags)', () => {
  it('answers in the request language, or the language argument', async () => {
    const inGerman = await gql(SEO_TEXTS, { groups: ['lingerie', 'dance'] }, 'de');
    expect(inGerman.status).toBe(200);
    expect(inGerman.body.errors).toBeUndefined();
    expect(inGerman.body.data?.seoTextsByTags.map((t: { key: string; language: string }) => `${t.key}:${t.language}`)).toEqual(['lingerie:de', 'dance:de']);
    expect(inGerman.body.data?.seoTextsByTags[1].breadcrumb).toBe('Tanz');
    const inSpanish = await gql(SEO_TEXTS, { groups: ['dance'], language: 'es' }, 'de');
    expect(inSpanish.body.data?.seoTextsByTags[0]).toMatchObject({ scope: 'tag', key: 'dance', language: 'es', breadcrumb: 'Baile' });
  });

  it('bad input is VALIDATION_FAILED: an empty group, more than 100 groups', async () => {
    for (const groups of [[''], Array.from({ length: 101 }, (_, i) => `g${i}`)]) {
      const { body } = await gql(SEO_TEXTS, { groups });
      expect(body.errors?.[0]?.extensions?.code).toBe('VALIDATION_FAILED');
    }
  });

  it('an unknown language is rejected by the schema (400)', async () => {
    const { status, body } = await gql(SEO_TEXTS, { groups: ['dance'], language: 'fr' });
    expect(status).toBe(400);
    expect(body.errors?.length).toBeGreaterThan(0);
  });

  it('is reachable by GET too', async () => {
    const url = `http://localhost/graphql?language=en&query=${encodeURIComponent('{ seoTextsByTags(tagGroups: ["asmr"]) { key language } }')}`;
    const response = await graphqlGET(new Request(url, { headers: { accept: 'application/json' } }));
    expect(((await response.json()) as GraphqlBody).data?.seoTextsByTags).toEqual([{ key: 'asmr', language: 'en' }]);
  });
});

const contentEnvelope = dataEnvelope(actorSeoContentSchema);

describe('GET /rest/v1/seo/getActorSeoContent/{actorId}/{tagGroup} (§7 SEO content per actor and tag group)', () => {
  it('builds the tag page text from the tag’s SEO text, her name and her video count', async () => {
    const response = await rest(`seo/getActorSeoContent/${sample.actorId}/${sample.tagGroup}?language=en`);
    expect(response.status).toBe(200);
    const { data } = contentEnvelope.parse(await response.json());
    const tagText = await getSeoText(rt.db, 'tag', sample.tagGroup, 'en');
    expect(data).toMatchObject({ actorId: sample.actorId, actorName: sample.name, tagGroup: sample.tagGroup, videoCount: sample.count, tagName: tagText?.breadcrumb });
    expect(data.title).toContain(sample.name);
    expect(data.title).toContain(data.tagName);
    expect(data.h1).toContain(sample.name);
    expect(data.freeTexts[0]).toContain(String(sample.count));
    expect(data.freeTexts.slice(1)).toEqual(tagText?.freeTexts);
    expect(data.url).toBe(`/en/amateur/${sample.slug}/videos/tag/${sample.tagGroup}/`);
  });

  it('speaks the request language, with the localized URL', async () => {
    const { data } = contentEnvelope.parse(await (await rest(`seo/getActorSeoContent/${sample.actorId}/${sample.tagGroup}?language=es`)).json());
    expect(data.url).toBe(`/es/amateur/${sample.slug}/videos/etiqueta/${sample.tagGroup}/`);
    expect(data.tagName).toBe((await getSeoText(rt.db, 'tag', sample.tagGroup, 'es'))?.breadcrumb);
  });

  it('a performer without videos of the tag still gets her text, with a count of 0', async () => {
    const [other] = await rt.db
      .select({ id: actors.id })
      .from(actors)
      .where(sql`cardinality(${actors.bannedCountryCodes}) = 0 and not exists (select 1 from ${videos} v join ${videoTags} vt on vt.video_id = v.id join ${tags} t on t.id = vt.tag_id where v.actor_id = ${actors.id} and t.tag_group = ${sample.tagGroup})`)
      .limit(1);
    const { data } = contentEnvelope.parse(await (await rest(`seo/getActorSeoContent/${other?.id}/${sample.tagGroup}`)).json());
    expect(data.videoCount).toBe(0);
  });

  it('an unknown performer or tag group is a 404; a performer banned for the viewer’s country too (§6)', async () => {
    await expectError(await rest(`seo/getActorSeoContent/1/${sample.tagGroup}`), 404, 'NOT_FOUND');
    await expectError(await rest(`seo/getActorSeoContent/${sample.actorId}/no-such-tag`), 404, 'NOT_FOUND');
    await expectError(await rest(`seo/getActorSeoContent/${banned.id}/${sample.tagGroup}`, { 'x-country-code': banned.country }), 404, 'NOT_FOUND');
    expect((await rest(`seo/getActorSeoContent/${banned.id}/${sample.tagGroup}`)).status).toBe(200);
  });

  it('zod rejects a bad actor id (422)', async () => {
    for (const id of ['abc', '-1', '0', '99999999999']) await expectError(await rest(`seo/getActorSeoContent/${id}/${sample.tagGroup}`), 422, 'VALIDATION_FAILED');
  });
});
