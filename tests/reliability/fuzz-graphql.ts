import { deepValue, nastyNumbers, nastyStrings, nastyValue, type Rng, word } from './fuzz-random';
import type { FuzzTokens, HttpCase } from './fuzz-rest';
import type { IdPool } from './fuzz-schema-value';

/**
 * GraphQL requests built from the schema (a root field, its arguments, a selection of its type's
 * fields a few levels down) with hostile argument values, plus malformed requests of every kind.
 * Schema types are read by shape (see lib/server/graphql/measure-operation.ts).
 */
type ArgLike = { name: string; type: unknown };
type FieldLike = { name: string; type: unknown; args: readonly ArgLike[] };
type TypeLike = { name: string; getFields?: () => Record<string, FieldLike | { name: string; type: unknown }>; getValues?: () => readonly { name: string }[] };
export type SchemaLike = { getQueryType(): unknown; getMutationType(): unknown };

function named(type: unknown): TypeLike {
  let current = type as { ofType?: unknown };
  while (current.ofType) current = current.ofType as { ofType?: unknown };
  return current as unknown as TypeLike;
}

function literal(type: unknown, rng: Rng, ids: IdPool, name: string, depth: number): string {
  if (rng.chance(0.15)) return rng.pick(['null', '"x"', '1', '-1', '2147483648', '1.5', 'true', '[1]', '{a: 1}', 'ENUM_VALUE', '$undeclared']);
  const nullable = String(type).endsWith('!') ? (type as { ofType: unknown }).ofType : type;
  if (String(nullable).startsWith('[')) return `[${literal((nullable as { ofType: unknown }).ofType, rng, ids, name, depth + 1)}]`;
  const base = named(type);
  if (base.getValues) return rng.pick(base.getValues()).name;
  if (base.getFields && depth < 3) {
    const fields = Object.values(base.getFields());
    return `{ ${fields.filter(() => rng.chance(0.5)).map((f) => `${f.name}: ${literal(f.type, rng, ids, f.name, depth + 1)}`).join(', ')} }`;
  }
  // Small pages: the suite looks for wrong answers, not for slow ones (the cost limit has its own test).
  if (base.name === 'Int' && PAGE_ARG.test(name) && rng.chance(0.85)) return String(rng.int(4));
  switch (base.name) {
    case 'Int':
      return String(/id$/i.test(name) && rng.chance(0.6) ? rng.pick(ids) : rng.chance(0.5) ? rng.int(20) : Math.trunc(rng.pick(nastyNumbers)));
    case 'Float':
      return String(rng.pick(nastyNumbers));
    case 'Boolean':
      return String(rng.chance(0.5));
    default:
      return JSON.stringify(rng.chance(0.6) ? word(rng, 1, 12) : rng.pick(nastyStrings));
  }
}

const PAGE_ARG = /^(first|last|videosPerCollection)$/;

/** Required arguments, page sizes (a default page is up to 100 items) and some of the others. */
function argumentList(args: readonly ArgLike[], rng: Rng, ids: IdPool): string {
  const chosen = args.filter((a) => String(a.type).endsWith('!') || PAGE_ARG.test(a.name) || rng.chance(0.5));
  return chosen.length > 0 ? `(${chosen.map((a) => `${a.name}: ${literal(a.type, rng, ids, a.name, 0)}`).join(', ')})` : '';
}

function selection(type: unknown, rng: Rng, ids: IdPool, depth: number): string {
  const base = named(type);
  if (!base.getFields || base.getValues) return '';
  const fields = Object.values(base.getFields()).filter(() => rng.chance(0.6));
  const parts = fields.map((field) => {
    const args = 'args' in field ? argumentList(field.args, rng, ids) : '';
    const inner = depth < 4 ? selection(field.type, rng, ids, depth + 1) : '';
    if (named(field.type).getFields && !inner) return '';
    return `${field.name}${args}${inner}`;
  });
  const text = parts.filter(Boolean).join(' ');
  return text ? ` { ${text} }` : ' { __typename }';
}

function operation(schema: SchemaLike, rng: Rng, ids: IdPool): string {
  const mutation = rng.chance(0.2) && schema.getMutationType();
  const root = named(mutation || schema.getQueryType());
  const fields = Object.values(root.getFields?.() ?? {}) as FieldLike[];
  const picked = Array.from({ length: 1 + rng.int(3) }, () => rng.pick(fields));
  const body = picked
    .map((field, i) => {
      return `f${i}: ${field.name}${argumentList(field.args, rng, ids)}${selection(field.type, rng, ids, 1)}`;
    })
    .join(' ');
  return `${mutation ? 'mutation' : 'query'} { ${body} }`;
}

const BROKEN_DOCUMENTS = [
  '{',
  'query {',
  '{ videos(first: ) { items { id } } }',
  'subscription { videos { total } }',
  '{ video(id: 1) { id } } { video(id: 2) { id } }',
  'query A { categories { id } } query A { categories { id } }',
  'fragment F on Query { ...F } { ...F }',
  '{ categories @skip(if: "x") { id } }',
  `{ ${Array.from({ length: 300 }, (_, i) => `a${i}: video(id: 1) { id }`).join(' ')} }`,
  `{ ${'videos { items { model { '.repeat(8)} id ${' } } }'.repeat(8)} }`,
  '{ __schema { types { name fields { name type { name ofType { name ofType { name } } } } } } }',
  '# only a comment',
  '',
];

/** A generator of /graphql requests. */
export function graphqlCaseSource(schema: SchemaLike, rng: Rng, ids: IdPool, tokens: () => FuzzTokens): () => HttpCase {
  return () => {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (rng.chance(0.5)) headers.authorization = `Bearer ${rng.chance(0.9) ? tokens().guest : 'not-a-token'}`;
    const query = rng.chance(0.85) ? operation(schema, rng, ids) : rng.pick(BROKEN_DOCUMENTS);
    const roll = rng.next();
    let payload: unknown = { query };
    if (roll < 0.05) payload = { query: nastyValue(rng) };
    else if (roll < 0.1) payload = { query, variables: nastyValue(rng), operationName: rng.pick([null, 'X', 1, '\u0000']) };
    else if (roll < 0.13) payload = [{ query }, { query }];
    else if (roll < 0.16) payload = { query, extensions: deepValue(rng.pick([10, 1_000]), rng) };
    if (roll > 0.97) {
      const search = new URLSearchParams({ query, variables: rng.chance(0.5) ? '{' : '{}' });
      return { label: 'GraphQL GET', method: 'GET', path: `/graphql?${search.toString()}`, headers: { ...headers, 'content-type': '' } };
    }
    if (roll > 0.93) headers['content-type'] = rng.pick(['text/plain', 'application/graphql', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x']);
    const body = roll > 0.9 && roll <= 0.93 ? rng.pick(['{', '{"query": "{ categories { id } }"', 'null', '[]', '"x"', '\u0000']) : JSON.stringify(payload);
    return { label: `GraphQL POST ${query.slice(0, 60)}`, method: 'POST', path: `/graphql?language=${rng.pick(['en', 'de', 'xx', '%00'])}`, headers, body };
  };
}
