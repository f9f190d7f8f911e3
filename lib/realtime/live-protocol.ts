import 'server-only';
import { z } from 'zod';
import { MAX_ICE_CANDIDATE_LENGTH, MAX_SDP_LENGTH, chatMediaStates, p2pParties } from './live-message-types';
import { MAX_DB_ID } from './message-types';

/**
 * zod schemas of the live video signalling, spliced into the hub's unions in
 * ./protocol.ts. The SDP itself is checked by the WebRTC stack (a bad one is BAD_MESSAGE).
 */
const envelope = {
  accessToken: z.string().min(1).max(4096).optional(),
  guestId: z.number().int().positive().optional(),
};
const dbId = z.number().int().positive().max(MAX_DB_ID);
const sdp = z.string().min(1).max(MAX_SDP_LENGTH);
const party = z.enum(p2pParties);

export const p2pPayloadSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('hello') }),
  z.object({ kind: z.literal('bye') }),
  z.object({ kind: z.literal('offer'), sdp }),
  z.object({ kind: z.literal('answer'), sdp }),
  z.object({
    kind: z.literal('ice'),
    candidate: z.object({
      candidate: z.string().max(MAX_ICE_CANDIDATE_LENGTH),
      sdpMid: z.string().max(64).nullable(),
      sdpMLineIndex: z.number().int().min(0).max(64).nullable(),
    }),
  }),
]);

export const liveClientMessageSchemas = [
  z.object({ type: z.literal('livePublish'), ...envelope, sdp }),
  z.object({ type: z.literal('liveWatch'), ...envelope, roomId: dbId, chatId: dbId, sdp }),
  z.object({ type: z.literal('liveLeave'), ...envelope, roomId: dbId }),
  z.object({ type: z.literal('p2pSignal'), ...envelope, chatId: dbId, to: party, payload: p2pPayloadSchema }),
  z.object({ type: z.literal('chatMedia'), ...envelope, chatId: dbId, state: z.enum(chatMediaStates) }),
] as const;

export const liveServerMessageSchemas = [
  z.object({ type: z.literal('liveAnswer'), roomId: dbId, sdp }),
  z.object({ type: z.literal('liveRoomClosed'), roomId: dbId }),
  z.object({ type: z.literal('p2pSignal'), chatId: dbId, from: party, payload: p2pPayloadSchema }),
] as const;
