import * as z from 'zod';
import { p2pParties } from '@/lib/realtime/live-codes';
import { p2pPayloadSchema } from '@/lib/realtime/live-protocol';
import type { ServerMessage } from '@/lib/realtime/protocol';

/**
 * What the processes sharing one database tell each other about live video (lib/server/live-video/
 * live-bus.ts, one pubsub channel). `from` is the sender's process id, `to` the addressee (absent:
 * every process). Parsed at the boundary like every input: a frame of another version is dropped.
 */
const party = z.enum(p2pParties);
const processId = z.string().min(1).max(40);
const sessionId = z.string().min(1).max(80);
const id = z.number().int().positive();
const principal = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('guest'), guestId: id }),
  z.object({ kind: z.literal('performer'), actorId: id }),
  z.object({ kind: z.literal('visitor') }),
]);
const serverMessage = z.custom<ServerMessage>((value) => typeof value === 'object' && value !== null && typeof (value as { type?: unknown }).type === 'string');

export const liveBusMessageSchema = z.discriminatedUnion('kind', [
  // 1:1 chats (p2p-relay.ts): a signal, and which process holds a party's tab.
  z.object({ kind: z.literal('p2p'), from: processId, to: processId.nullable(), chatId: id, fromParty: party, toParty: party, payload: p2pPayloadSchema }),
  z.object({ kind: z.literal('claim'), from: processId, chatId: id, party }),
  z.object({ kind: z.literal('release'), from: processId, chatId: id, party }),
  // SFU rooms (live-forwarding.ts): a tab of `from` watches or leaves a room of `to`.
  z.object({ kind: z.literal('watch'), from: processId, to: processId, requestId: z.string().max(40), sessionId, principal, roomId: id, chatId: id, sdp: z.string().max(200_000) }),
  z.object({ kind: z.literal('leave'), from: processId, to: processId, sessionId, roomId: id }),
  z.object({ kind: z.literal('gone'), from: processId, sessionId }),
  z.object({ kind: z.literal('reply'), from: processId, to: processId, requestId: z.string().max(40), messages: z.array(serverMessage).max(8) }),
  z.object({ kind: z.literal('deliver'), from: processId, to: processId, sessionId, message: serverMessage }),
]);

export type LiveBusMessage = z.output<typeof liveBusMessageSchema>;
type Unsent<T> = T extends unknown ? Omit<T, 'from'> : never;
/** A message as its sender writes it (the bus adds `from`). */
export type OutgoingLiveBusMessage = Unsent<LiveBusMessage>;
