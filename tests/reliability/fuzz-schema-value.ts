import * as z from 'zod';
import { nastyNumbers, nastyValue, prototypeObject, type Rng, word } from './fuzz-random';

/**
 * Inputs shaped by a call's own zod schema (as JSON Schema): mostly what the call expects, so the
 * input gets past validation into the handler, with some fields swapped for hostile values.
 */
export type JsonSchema = {
  type?: string | string[];
  const?: unknown;
  enum?: unknown[];
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  additionalProperties?: JsonSchema | boolean;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  default?: unknown;
};

export function jsonSchemaOf(schema: z.ZodType): JsonSchema {
  try {
    return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  } catch {
    return {};
  }
}

/** Ids that exist in the seed, so ids in generated inputs often name real rows. */
export type IdPool = readonly number[];

export type ValueOptions = { rng: Rng; ids: IdPool; mutation: number };

function integerIn(schema: JsonSchema, name: string, { rng, ids }: ValueOptions): number {
  const min = schema.minimum ?? (schema.exclusiveMinimum === undefined ? 0 : schema.exclusiveMinimum + 1);
  const max = schema.maximum ?? (schema.exclusiveMaximum === undefined ? min + 50 : schema.exclusiveMaximum - 1);
  if (/id$/i.test(name) && rng.chance(0.7)) return rng.pick(ids);
  if (rng.chance(0.5)) return Math.min(max, Math.max(min, min + rng.int(5)));
  return Math.floor(min + rng.next() * Math.min(max - min + 1, 10_000));
}

function stringFor(schema: JsonSchema, name: string, options: ValueOptions): string {
  const text = plainString(schema, name, options);
  // A NUL inside an otherwise valid string: what PostgreSQL text columns cannot store.
  return options.rng.chance(0.04) ? `${text}\u0000` : text;
}

function plainString(schema: JsonSchema, name: string, { rng }: ValueOptions): string {
  if (schema.format === 'email' || /email/i.test(name)) return rng.chance(0.5) ? 'demo@example.com' : `fuzz-${word(rng, 4, 8)}@example.com`;
  if (schema.format === 'date-time') return new Date(Date.now() + rng.int(86_400_000)).toISOString();
  if (schema.format === 'date' || /^\^\\d\{4\}/.test(schema.pattern ?? '')) return '2026-01-15';
  if (/password/i.test(name)) return 'correct horse 1';
  if (/code$/i.test(name) && rng.chance(0.5)) return String(1000 + rng.int(9000));
  const min = schema.minLength ?? 1;
  const max = Math.min(schema.maxLength ?? 24, 40);
  return word(rng, Math.min(min, max), max);
}

/** A value for `schema`; each field is hostile with probability `mutation`. */
export function valueFor(schema: JsonSchema, name: string, options: ValueOptions, depth = 0): unknown {
  const { rng } = options;
  if (depth > 0 && rng.chance(options.mutation)) return nastyValue(rng);
  if (schema.const !== undefined) return schema.const;
  if (schema.enum && schema.enum.length > 0) return rng.pick(schema.enum);
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches && branches.length > 0) return valueFor(rng.pick(branches), name, options, depth);
  if (schema.allOf && schema.allOf.length > 0) return valueFor(schema.allOf[0] as JsonSchema, name, options, depth);
  const type = Array.isArray(schema.type) ? rng.pick(schema.type) : schema.type;
  switch (type) {
    case 'integer':
      return integerIn(schema, name, options);
    case 'number':
      return rng.chance(0.8) ? integerIn(schema, name, options) : rng.pick(nastyNumbers);
    case 'boolean':
      return rng.chance(0.5);
    case 'null':
      return null;
    case 'string':
      return stringFor(schema, name, options);
    case 'array': {
      const count = Math.max(schema.minItems ?? 0, rng.int(Math.min(schema.maxItems ?? 3, 3) + 1));
      return Array.from({ length: count }, () => valueFor(schema.items ?? {}, name, options, depth + 1));
    }
    case 'object': {
      const value: Record<string, unknown> = rng.chance(0.05) ? prototypeObject(rng) : {};
      for (const [key, child] of Object.entries(schema.properties ?? {})) {
        const required = schema.required?.includes(key) ?? false;
        if (required || rng.chance(0.5)) value[key] = valueFor(child, key, options, depth + 1);
      }
      if (rng.chance(0.1)) value[word(rng)] = nastyValue(rng);
      return value;
    }
    default:
      return rng.chance(0.5) ? word(rng) : nastyValue(rng);
  }
}
