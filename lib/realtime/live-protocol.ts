import * as z from 'zod';
import { chatMediaStates, MAX_ICE_CANDIDATE_LENGTH, MAX_SDP_LENGTH, p2pParties } from './live-codes';
import { clientMessage, dbIdSchema as dbId, type ServerMessageShapes } from './message-fields';

/**
 * zod schemas of the live video signalling, spliced into the unions of
 * ./client-message-schema.ts and ./server-message-schema.ts; ./live-message-types.ts infers the
 * types. The SDP itself is checked by the WebRTC stack (a bad one is BAD_MESSAGE).
 *
 * SFU rooms (group live chat, voyeur, shows): the room id is the performer's actor id. The
 * browser always makes the offer (publisher and viewer alike) and the server answers with every
 * ICE candidate already in the SDP, so one request and one reply set up a connection.
 * 1:1 chats (private, cam2cam, video call) are direct peer connections; the server only relays
 * their signals between the two parties of the chat.
 */
const sdp = z.string().min(1).max(MAX_SDP_LENGTH);
const party = z.enum(p2pParties);

/** One trickled ICE candidate of a direct connection (RTCIceCandidateInit without the nulls' variants). */
export const p2pIceCandidateSchema = z.object({
  candidate: z.string().max(MAX_ICE_CANDIDATE_LENGTH),
  sdpMid: z.string().max(64).nullable(),
  sdpMLineIndex: z.number().int().min(0).max(64).nullable(),
});

/**
 * What one party of a 1:1 chat tells the other. hello: "I am here" (registers this tab as the
 * party's endpoint; the guest offers when the performer's hello arrives), bye: the party left.
 */
export const p2pPayloadSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('hello') }),
  z.object({ kind: z.literal('bye') }),
  z.object({ kind: z.literal('offer'), sdp }),
  z.object({ kind: z.literal('answer'), sdp }),
  z.object({ kind: z.literal('ice'), candidate: p2pIceCandidateSchema }),
]);

export const liveClientMessageSchemas = [
  /** The performer's camera and microphone into her room (performer sessions only). */
  clientMessage('livePublish', { sdp }),
  /** Watch a room within a chat; sdp is the browser's recvonly offer. A repeat re-negotiates. */
  clientMessage('liveWatch', { roomId: dbId, chatId: dbId, sdp }),
  /** Stop watching (or, for the performer, stop publishing) this room. */
  clientMessage('liveLeave', { roomId: dbId }),
  clientMessage('p2pSignal', { chatId: dbId, to: party, payload: p2pPayloadSchema }),
  /**
   * The performer's report of her peer connection in a 1:1 chat (performer sessions only, the
   * actor of that running private chat): billing starts at 'connected' and pauses at 'lost'.
   * The server cannot see P2P media and never trusts the guest for billing. No reply on success.
   */
  clientMessage('chatMedia', { chatId: dbId, state: z.enum(chatMediaStates) }),
] as const;

export const liveServerMessageShapes = {
  /** The server's answer to livePublish or liveWatch, candidates included. */
  liveAnswer: () => ({ roomId: dbId, sdp }),
  /** This tab is no longer in the room: closed, taken over by another tab, or the request was refused. */
  liveRoomClosed: () => ({ roomId: dbId }),
  p2pSignal: () => ({ chatId: dbId, from: party, payload: p2pPayloadSchema }),
} satisfies ServerMessageShapes;
