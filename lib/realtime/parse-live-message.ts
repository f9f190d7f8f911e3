import { MAX_ICE_CANDIDATE_LENGTH, MAX_SDP_LENGTH, type LiveServerMessage, type P2PPayload, p2pParties } from './live-message-types';
import { MAX_DB_ID } from './message-types';

/**
 * The browser's check of the live video frames: the rules of the server's
 * liveServerMessageSchemas (./live-protocol.ts) by hand, so the page ships no zod. Returns the
 * message with only its declared fields, or null.
 */
export function parseLiveServerMessage(input: Record<string, unknown>): LiveServerMessage | null {
  switch (input.type) {
    case 'liveAnswer':
      return isDbId(input.roomId) && isSdp(input.sdp) ? { type: 'liveAnswer', roomId: input.roomId, sdp: input.sdp } : null;
    case 'liveRoomClosed':
      return isDbId(input.roomId) ? { type: 'liveRoomClosed', roomId: input.roomId } : null;
    case 'p2pSignal': {
      const payload = parseP2PPayload(input.payload);
      if (!isDbId(input.chatId) || !isParty(input.from) || !payload) return null;
      return { type: 'p2pSignal', chatId: input.chatId, from: input.from, payload };
    }
    default:
      return null;
  }
}

export function parseP2PPayload(value: unknown): P2PPayload | null {
  if (!isRecord(value)) return null;
  switch (value.kind) {
    case 'hello':
    case 'bye':
      return { kind: value.kind };
    case 'offer':
    case 'answer':
      return isSdp(value.sdp) ? { kind: value.kind, sdp: value.sdp } : null;
    case 'ice': {
      const candidate = value.candidate;
      if (!isRecord(candidate) || typeof candidate.candidate !== 'string' || candidate.candidate.length > MAX_ICE_CANDIDATE_LENGTH) return null;
      const { sdpMid, sdpMLineIndex } = candidate;
      if (!(sdpMid === null || (typeof sdpMid === 'string' && sdpMid.length <= 64))) return null;
      if (!(sdpMLineIndex === null || (Number.isSafeInteger(sdpMLineIndex) && (sdpMLineIndex as number) >= 0 && (sdpMLineIndex as number) <= 64))) return null;
      return { kind: 'ice', candidate: { candidate: candidate.candidate, sdpMid, sdpMLineIndex: sdpMLineIndex as number | null } };
    }
    default:
      return null;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
const isDbId = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) > 0 && (value as number) <= MAX_DB_ID;
const isSdp = (value: unknown): value is string => typeof value === 'string' && value.length > 0 && value.length <= MAX_SDP_LENGTH;
const isParty = (value: unknown): value is (typeof p2pParties)[number] => (p2pParties as readonly unknown[]).includes(value);
