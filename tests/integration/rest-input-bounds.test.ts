import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { MAX_DB_ID } from '@/lib/contracts/db-id';
import { restAreas } from '@/lib/server/rest/dispatch';

/**
 * Ids, counts and amounts of a REST input end in PostgreSQL integer columns: an integer the
 * schema lets through beyond 32 bits reaches a query and fails there (a 500, not a 422).
 * Read from every call's schema, so a new call with an unbounded integer fails here.
 */
type JsonSchema = {
  type?: string;
  const?: unknown;
  enum?: unknown[];
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  additionalProperties?: JsonSchema | boolean;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
};

function unboundedIntegers(schema: JsonSchema, path: string, found: string[]): string[] {
  if (schema.type === 'integer' && schema.const === undefined && schema.enum === undefined) {
    const max = schema.maximum ?? schema.exclusiveMaximum;
    const min = schema.minimum ?? schema.exclusiveMinimum;
    if (max === undefined || max > MAX_DB_ID || min === undefined || min < -MAX_DB_ID - 1) found.push(path || '(input)');
  }
  for (const [key, child] of Object.entries(schema.properties ?? {})) unboundedIntegers(child, `${path}.${key}`, found);
  if (schema.items) unboundedIntegers(schema.items, `${path}[]`, found);
  if (typeof schema.additionalProperties === 'object') unboundedIntegers(schema.additionalProperties, `${path}.*`, found);
  for (const branch of [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])]) unboundedIntegers(branch, path, found);
  return found;
}

describe('every integer a REST call takes fits a PostgreSQL integer', () => {
  const calls = Object.entries(restAreas).flatMap(([area, table]) => Object.entries(table).map(([pattern, call]) => [`${area}/${pattern}`, call] as const));

  it('the table is read (a guard against an empty enumeration)', () => {
    expect(calls.length).toBeGreaterThan(100);
  });

  it.each(calls)('%s', (_name, call) => {
    const schema = z.toJSONSchema(call.input, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
    expect(unboundedIntegers(schema, '', [])).toEqual([]);
  });
});
