import * as z from 'zod';
import { MAX_DB_ID, realtimeLanguages } from './message-codes';

/** zod building blocks shared by the `/ws` message schemas (realtime, live, chat, clash). */
export const idSchema = z.number().int().positive();
export const dbIdSchema = idSchema.max(MAX_DB_ID);
export const countSchema = z.number().int().min(0);
export const languageSchema = z.enum(realtimeLanguages);

/** §7: every message a browser sends carries type, accessToken and guestId (the last two when known). */
const envelopeShape = {
  accessToken: z.string().min(1).max(4096).optional(),
  guestId: z.number().int().positive().optional(),
};

/** A browser → server message: its type, the envelope and its own fields. */
export const clientMessage = <T extends string, S extends z.ZodRawShape>(type: T, shape: S) =>
  z.object({ type: z.literal(type), ...envelopeShape, ...shape });

/** A server → browser message: its type and its fields (no envelope). */
export const serverMessage = <T extends string, S extends z.ZodRawShape>(type: T, shape: S) => z.object({ type: z.literal(type), ...shape });

/**
 * Server → browser messages by type, each shape made by a function: the browser builds the schema
 * of a type only when a frame of that type arrives (./parse-server-message.ts), instead of all of
 * them (~90 objects, tens of ms of main thread on a phone) when the session loads (§1 speed).
 */
export type ServerMessageShapes = Record<string, () => z.ZodRawShape>;

/** The schema serverMessage makes for type T with shape S. */
export type ServerMessageSchemaOf<T extends string, S extends z.ZodRawShape> = ReturnType<typeof serverMessage<T, S>>;

/** The union of the schemas of a shapes record (what the eager union and the inferred types use). */
export type ServerMessageSchemas<M extends ServerMessageShapes> = { [K in keyof M & string]: ServerMessageSchemaOf<K, ReturnType<M[K]>> }[keyof M & string];

/** The schema of one type of a shapes record, built now. */
export function buildServerMessage<M extends ServerMessageShapes>(shapes: M, type: keyof M & string): ServerMessageSchemas<M> {
  return serverMessage(type, shapes[type]!()) as ServerMessageSchemas<M>;
}

/** Every schema of a shapes record, built now (the server's union). */
export function buildServerMessages<M extends ServerMessageShapes>(shapes: M): ServerMessageSchemas<M>[] {
  return Object.keys(shapes).map((type) => buildServerMessage(shapes, type));
}
