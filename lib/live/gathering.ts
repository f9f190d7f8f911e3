/** Host candidates gather in milliseconds; STUN/TURN need a round trip, an unreachable one never answers. */
export const GATHER_TIMEOUT_MS = 2_500;

/**
 * The local SDP once ICE gathering is complete (or after timeoutMs with the candidates found so
 * far): the SFU signalling sends one offer with every candidate in it, no trickle.
 */
export function gatheredDescription(pc: RTCPeerConnection, timeoutMs = GATHER_TIMEOUT_MS): Promise<string> {
  return new Promise((resolve, reject) => {
    const finish = () => {
      clearTimeout(timer);
      pc.removeEventListener('icegatheringstatechange', onChange);
      const sdp = pc.localDescription?.sdp;
      if (sdp) resolve(sdp);
      else reject(new Error('no local description'));
    };
    const onChange = () => {
      if (pc.iceGatheringState === 'complete') finish();
    };
    const timer = setTimeout(finish, timeoutMs);
    pc.addEventListener('icegatheringstatechange', onChange);
    onChange();
  });
}
