import type * as z from 'zod';
import type { liveClientMessageSchemas, liveServerMessageShapes, p2pIceCandidateSchema, p2pPayloadSchema } from './live-protocol';
import type { ServerMessageSchemas } from './message-fields';

/**
 * Live video signalling on `/ws` as types, inferred from the schemas of ./live-protocol.ts (the
 * one description; the rules are documented there). Type-only imports: no zod reaches a page
 * through this file. Both unions are part of ClientMessage / ServerMessage in ./message-types.ts.
 */
export type { ChatMediaState, P2PParty } from './live-codes';

export type P2PIceCandidate = z.output<typeof p2pIceCandidateSchema>;
export type P2PPayload = z.output<typeof p2pPayloadSchema>;
export type LiveClientMessage = z.output<(typeof liveClientMessageSchemas)[number]>;
export type LiveServerMessage = z.output<ServerMessageSchemas<typeof liveServerMessageShapes>>;
