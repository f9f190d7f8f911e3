import type * as z from 'zod';
import type { ServerMessageSchemas } from '@/lib/realtime/message-fields';
import type { chatMessageItemSchema, chatServerMessageShapes } from './chat-protocol';

/**
 * Chat events on `/ws` as types, inferred from the schemas of ./chat-protocol.ts (the one
 * description; each event is documented there). Type-only imports: no zod reaches a page
 * through this file. The union is part of ServerMessage in lib/realtime/message-types.ts.
 */
export type ChatServerMessage = z.output<ServerMessageSchemas<typeof chatServerMessageShapes>>;
export type ChatMessageItem = z.output<typeof chatMessageItemSchema>;
