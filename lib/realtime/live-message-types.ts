/**
 * Live video signalling on `/ws`, as the browser sees it: plain types and limits, no
 * zod (the page's first-load budget). The server parses with lib/realtime/live-protocol.ts; both
 * unions are part of ClientMessage / ServerMessage in ./message-types.ts.
 *
 * SFU rooms (group live chat, voyeur, shows): the room id is the performer's actor id. The
 * browser always makes the offer (publisher and viewer alike) and the server answers with every
 * ICE candidate already in the SDP, so one request and one reply set up a connection.
 * 1:1 chats (private, cam2cam, video call) are direct peer connections; the server only relays
 * their signals between the two parties of the chat.
 */

/** An SDP of a browser with audio and video is 4–12 KB; the frame limit is 64 KiB. */
export const MAX_SDP_LENGTH = 32_000;
export const MAX_ICE_CANDIDATE_LENGTH = 1_000;

export const p2pParties = ['guest', 'actor'] as const;
export type P2PParty = (typeof p2pParties)[number];

/** One trickled ICE candidate of a direct connection (RTCIceCandidateInit without the nulls' variants). */
export type P2PIceCandidate = { candidate: string; sdpMid: string | null; sdpMLineIndex: number | null };

/**
 * What one party of a 1:1 chat tells the other. hello: "I am here" (registers this tab as the
 * party's endpoint; the guest offers when the performer's hello arrives), bye: the party left.
 */
export type P2PPayload =
  | { kind: 'hello' }
  | { kind: 'bye' }
  | { kind: 'offer'; sdp: string }
  | { kind: 'answer'; sdp: string }
  | { kind: 'ice'; candidate: P2PIceCandidate };

export type LiveClientMessage =
  /** The performer's camera and microphone into her room (performer sessions only). */
  | { type: 'livePublish'; sdp: string }
  /** Watch a room within a chat; sdp is the browser's recvonly offer. A repeat re-negotiates. */
  | { type: 'liveWatch'; roomId: number; chatId: number; sdp: string }
  /** Stop watching (or, for the performer, stop publishing) this room. */
  | { type: 'liveLeave'; roomId: number }
  | { type: 'p2pSignal'; chatId: number; to: P2PParty; payload: P2PPayload }
  /**
   * The performer's report of her peer connection in a 1:1 chat (performer sessions only, the
   * actor of that running private chat): billing starts at 'connected' and pauses at 'lost'.
   * The server cannot see P2P media and never trusts the guest for billing. No reply on success.
   */
  | { type: 'chatMedia'; chatId: number; state: ChatMediaState };

export const chatMediaStates = ['connected', 'lost'] as const;
export type ChatMediaState = (typeof chatMediaStates)[number];

export type LiveServerMessage =
  /** The server's answer to livePublish or liveWatch, candidates included. */
  | { type: 'liveAnswer'; roomId: number; sdp: string }
  /** This tab is no longer in the room: closed, taken over by another tab, or the request was refused. */
  | { type: 'liveRoomClosed'; roomId: number }
  | { type: 'p2pSignal'; chatId: number; from: P2PParty; payload: P2PPayload };
