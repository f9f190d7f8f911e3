import type * as z from 'zod';
import { buildServerMessage } from './message-fields';
import type { ServerMessage } from './message-types';
import { serverMessageShapes } from './server-message-shapes';

const schemas = new Map<string, z.ZodType>();

/** The schema of one message type, built on its first frame and kept for the page's life. */
function schemaOf(type: keyof typeof serverMessageShapes): z.ZodType {
  let schema = schemas.get(type);
  if (!schema) {
    schema = buildServerMessage(serverMessageShapes, type);
    schemas.set(type, schema);
  }
  return schema;
}

/**
 * The browser's check of an incoming frame (§7): the message with only its declared fields (zod
 * strips unknown keys), or null for anything else: unknown or newer types are ignored. The same
 * answer as the server's union (./server-message-schema.ts), without building ~90 schemas when
 * the session loads.
 */
export function parseServerMessage(input: unknown): ServerMessage | null {
  if (typeof input !== 'object' || input === null || !('type' in input)) return null;
  const { type } = input;
  if (typeof type !== 'string' || !Object.hasOwn(serverMessageShapes, type)) return null;
  const parsed = schemaOf(type as keyof typeof serverMessageShapes).safeParse(input);
  return parsed.success ? (parsed.data as ServerMessage) : null;
}
