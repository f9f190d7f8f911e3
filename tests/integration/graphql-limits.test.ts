import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POST } from '@/app/graphql/route';
import { QUERY_LIMITS } from '@/lib/server/graphql/limit-rules';
import { graphqlServer } from '@/lib/server/graphql/yoga';
import { feedGraphqlServer } from '@/lib/server/graphql/feed-yoga';
import type { AppRuntime } from '@/lib/server/runtime';
import { startTestRuntime, stopTestRuntime } from '@/tests/helpers/test-runtime';

/**
 * The query service refuses documents that would hold the database: too many aliases, too deep,
 * too many tokens, or too large an answer (list pages counted at their size), with 400 and
 * extensions.code QUERY_TOO_COMPLEX before any resolver runs.
 */
let rt: AppRuntime;
beforeAll(async () => {
  rt = await startTestRuntime();
});
afterAll(() => stopTestRuntime(rt));

type GraphqlError = { message: string; extensions?: { code?: string; limit?: string } };
type GraphqlBody = { data?: Record<string, unknown> | null; errors?: GraphqlError[] };

async function gql(query: string, variables: Record<string, unknown> = {}) {
  const request = new Request('http://localhost/graphql?language=en', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  const response = await POST(request);
  return { status: response.status, body: (await response.json()) as GraphqlBody };
}

const limitsHit = (body: GraphqlBody) => (body.errors ?? []).filter((e) => e.extensions?.code === 'QUERY_TOO_COMPLEX').map((e) => e.extensions?.limit);
const aliased = (count: number, field: string) => `{ ${Array.from({ length: count }, (_, i) => `a${i}: ${field}`).join(' ')} }`;

describe('GraphQL query limits', () => {
  it('1,000 aliases of video(id) are refused before any resolver runs', async () => {
    const { status, body } = await gql(aliased(1000, 'video(id: 1) { id title }'));
    expect(status).toBe(400);
    expect(body.data).toBeUndefined();
    expect(limitsHit(body).length).toBeGreaterThan(0);
  });

  it(`more than ${QUERY_LIMITS.aliases} aliases are refused with a clear message`, async () => {
    const { status, body } = await gql(aliased(QUERY_LIMITS.aliases + 1, 'video(id: 1) { id }'));
    expect(status).toBe(400);
    expect(limitsHit(body)).toEqual(['aliases']);
    expect(body.errors?.[0]?.message).toMatch(/21 aliases; at most 20/);
  });

  it('depth 20 is refused', async () => {
    // 19 fields with a selection set and a leaf: 20 levels.
    const deep = `{ ${'videos { '.repeat(19)}id${' }'.repeat(19)} }`;
    const { status, body } = await gql(deep);
    expect(status).toBe(400);
    expect(limitsHit(body)).toContain('depth');
    expect(body.errors?.find((e) => e.extensions?.limit === 'depth')?.message).toMatch(/nested 20 levels deep; at most 10/);
  });

  it(`a document of more than ${QUERY_LIMITS.tokens} tokens is refused by the parser`, async () => {
    const { status, body } = await gql(`{ categories { ${'id '.repeat(QUERY_LIMITS.tokens)} } }`);
    expect(status).toBe(400);
    expect(limitsHit(body)).toEqual(['tokens']);
  });

  it('list pages count at their size: 50 aliases of videos(first: 100), and 10 with many fields, are refused', async () => {
    const fields = 'id title duration description ageRating vip free new link releasedAt price { value currency } rating { likes dislikes } model { id name slug }';
    const fifty = await gql(aliased(50, 'videos(first: 100) { items { id title } }'));
    expect(fifty.status).toBe(400);
    expect(limitsHit(fifty.body)).toEqual(['aliases', 'cost']);
    const ten = await gql(aliased(10, `videos(first: 100) { total items { ${fields} } }`));
    expect(ten.status).toBe(400);
    expect(limitsHit(ten.body)).toEqual(['cost']);
    // A page size sent as a variable counts as the largest page a resolver accepts.
    const variable = await gql(`query ($n: Int) ${aliased(10, `videos(first: $n) { total items { ${fields} } }`)}`, { n: 1 });
    expect(limitsHit(variable.body)).toEqual(['cost']);
  });

  it('fragments spread into each other are measured once each, not expanded', async () => {
    const levels = 30;
    const fragments = Array.from({ length: levels }, (_, i) => `fragment F${i} on Query { ...F${i + 1} ...F${i + 1} }`).join(' ');
    const { status, body } = await gql(`{ ...F0 } ${fragments} fragment F${levels} on Query { categories { id } }`);
    expect(status).toBe(400);
    expect(limitsHit(body)).toEqual(['cost']);
  });

  it('a NUL in a string literal or a variable is a 400 BAD_REQUEST', async () => {
    const literal = await gql('{ searchProposals(searchPattern: "luna\\u0000") { tooShort } }');
    expect(literal.status).toBe(400);
    expect(literal.body.errors?.[0]?.extensions?.code).toBe('BAD_REQUEST');
    const variable = await gql('query ($p: String!) { searchProposals(searchPattern: $p) { tooShort } }', { p: 'luna\u0000' });
    expect(variable.status).toBe(400);
    expect(variable.body.errors?.[0]?.extensions?.code).toBe('BAD_REQUEST');
  });

  it('an ordinary query still answers after the refusals', async () => {
    const { status, body } = await gql('{ videos(first: 2) { items { id } } categories { id } }');
    expect(status).toBe(200);
    expect(body.errors).toBeUndefined();
    expect((body.data?.videos as { items: unknown[] }).items).toHaveLength(2);
  });
});

/**
 * The documents the app sends (string constants starting with query or mutation in lib/,
 * components/, app/ and stores/, with `${NAME}` parts of the same file filled in) pass every limit.
 */
function appDocuments(): { file: string; document: string }[] {
  const root = path.resolve(import.meta.dirname, '../..');
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) {
        if (full !== path.join(root, 'lib/server')) walk(full);
      } else if (/\.tsx?$/.test(name) && !name.endsWith('.test.ts')) files.push(full);
    }
  };
  for (const dir of ['lib', 'components', 'app', 'stores']) walk(path.join(root, dir));

  const found: { file: string; document: string }[] = [];
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    const constants = new Map<string, string>();
    for (const match of text.matchAll(/const (\w+) = (?:\/\* GraphQL \*\/ )?(?:`([^`]*)`|'([^'\n]*)')/g)) {
      constants.set(match[1] as string, match[2] ?? match[3] ?? '');
    }
    for (const value of constants.values()) {
      // Constants may nest (a post's fields hold its comment's fields): substitute until none is left.
      let document = value;
      for (let pass = 0; pass < 5 && /\$\{\w+\}/.test(document); pass++) {
        document = document.replace(/\$\{(\w+)\}/g, (_, name: string) => constants.get(name) ?? '');
      }
      if (/^\s*(query|mutation)\b/.test(document)) found.push({ file: path.relative(root, file), document });
    }
  }
  return found;
}

describe("the app's own GraphQL documents pass every limit", () => {
  const documents = appDocuments();

  it('the documents are found (models, video rating, tickets, search proposals)', () => {
    expect(documents.length).toBeGreaterThanOrEqual(6);
  });

  it.each(documents)('$file: $document', ({ file, document }) => {
    // The feed's documents are sent to the feed service (§7 feed service at /feed/graphql), the others to /graphql.
    const server = /^lib\/queries\/feed-/.test(file) ? feedGraphqlServer() : graphqlServer();
    const { parse, validate, schema } = server.getEnveloped({});
    const errors: readonly { message: string }[] = validate(schema, parse(document));
    expect(errors.map((e) => e.message)).toEqual([]);
  });
});

describe('malformed GraphQL requests are 400, not internal errors', () => {
  it('GET with variables that are not JSON', async () => {
    const request = new Request(`http://localhost/graphql?query=${encodeURIComponent('{ categories { id } }')}&variables=%7B`);
    const response = await POST(request);
    expect(response.status).toBe(400);
    const body = (await response.json()) as GraphqlBody;
    expect(body.errors?.[0]?.extensions?.code).toBe('BAD_REQUEST');
  });
});
