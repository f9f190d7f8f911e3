/**
 * The limits and vocabulary of live video signalling on `/ws`, without zod: the schemas of
 * ./live-protocol.ts are built from them.
 */

/** An SDP of a browser with audio and video is 4–12 KB; the frame limit is 64 KiB. */
export const MAX_SDP_LENGTH = 32_000;
export const MAX_ICE_CANDIDATE_LENGTH = 1_000;

export const p2pParties = ['guest', 'actor'] as const;
export type P2PParty = (typeof p2pParties)[number];

/** The performer's report of her peer connection in a 1:1 chat: billing starts at 'connected' and pauses at 'lost'. */
export const chatMediaStates = ['connected', 'lost'] as const;
export type ChatMediaState = (typeof chatMediaStates)[number];
