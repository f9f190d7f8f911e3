import type { RealtimeSession } from '@/lib/realtime/session';

/** The part of the page's one RealtimeSession the live video library uses (tests pass a fake). */
export type LiveSignals = Pick<RealtimeSession, 'send' | 'on' | 'isOpen'>;

/** connecting: first negotiation; reconnecting: after a blip, media may resume; closed: for good. */
export type LiveState = 'connecting' | 'connected' | 'reconnecting' | 'closed';

/** Why a live connection closed for good: the server's refusal (code, message) or the room's end. */
export type LiveClosedReason = { code: string; message: string } | null;

export type LiveOptions = {
  /** STUN/TURN for the browser (the server's ICE configuration, passed down by the page). */
  iceServers?: RTCIceServer[];
  onState?: (state: LiveState, reason?: LiveClosedReason) => void;
};

/** One MediaStream for the page's video element; a re-negotiation swaps its tracks in place. */
export function replaceTrack(stream: MediaStream, track: MediaStreamTrack): void {
  for (const old of stream.getTracks()) {
    if (old.kind === track.kind && old !== track) stream.removeTrack(old);
  }
  if (!stream.getTracks().includes(track)) stream.addTrack(track);
}
