import 'server-only';

/**
 * The server's one import for the real-time channel at `/ws` (§7): the hub (lib/server/realtime/*)
 * parses browser frames with clientMessageSchema and checks its own events with
 * serverMessageSchema; the types and codes come with them. Server-only: the page imports
 * ./message-types.ts (no zod) and, in the lazily loaded session, ./server-message-schema.ts.
 */
export * from './message-types';
export { clientMessageSchema, loginOnlyMessageSchemas } from './client-message-schema';
export { serverMessageSchema } from './server-message-schema';
