import * as z from 'zod';
import { buildServerMessages, type ServerMessageSchemas } from './message-fields';
import { serverMessageShapes } from './server-message-shapes';

type AnyServerMessageSchema = ServerMessageSchemas<typeof serverMessageShapes>;

/**
 * Every message the server sends on `/ws` (§7), built at once: the hub checks its own events with
 * it (lib/server/realtime) and ServerMessage (./message-types.ts) is its inferred type. The browser
 * does not load it: it builds the schema of each type as frames arrive (./parse-server-message.ts).
 */
export const serverMessageSchema = z.discriminatedUnion('type', buildServerMessages(serverMessageShapes) as [AnyServerMessageSchema, ...AnyServerMessageSchema[]]);
