import 'server-only';
import { MediaStreamTrack, type PeerConfig, RTCPeerConnection } from 'werift';
import { AppError } from '@/lib/server/errors';
import { closeQuietly, type ConnectionTimeouts, watchConnection } from '@/lib/server/live-video/connection-watch';

export type RoomTracks = { video: MediaStreamTrack; audio: MediaStreamTrack };

export type ViewerHandlers = {
  connected(viewer: WeriftViewer): void;
  interrupted(viewer: WeriftViewer): void;
  failed(viewer: WeriftViewer): void;
  /** The viewer asked for a keyframe (PLI): it goes to the publisher. */
  keyframeWanted(): void;
};

/**
 * One viewer's connection: the browser's recvonly offer answered with the room's two tracks
 * as senders. werift's sender copies each packet before rewriting SSRC, payload type, sequence
 * number and its own header extensions, so every viewer gets the one parsed packet of the room
 * track (no per-viewer parse); SRTP is per viewer by nature.
 */
export class WeriftViewer {
  readonly pc: RTCPeerConnection;
  connected = false;
  closed = false;
  private readonly stopWatching: () => void;

  constructor(
    readonly id: string,
    config: Partial<PeerConfig>,
    private readonly handlers: ViewerHandlers,
    timeouts: ConnectionTimeouts,
  ) {
    this.pc = new RTCPeerConnection(config);
    this.stopWatching = watchConnection(
      this.pc,
      { connected: () => handlers.connected(this), interrupted: () => handlers.interrupted(this), failed: () => handlers.failed(this) },
      timeouts,
    );
  }

  /** Applies the offer and returns the answer with all candidates (werift gathers in setLocalDescription). */
  async answer(offerSdp: string, tracks: RoomTracks): Promise<string> {
    try {
      await this.pc.setRemoteDescription({ type: 'offer', sdp: offerSdp });
    } catch {
      throw new AppError('VALIDATION_FAILED', 'The offer could not be applied.');
    }
    let sending = 0;
    for (const transceiver of this.pc.getTransceivers()) {
      const track = transceiver.kind === 'video' ? tracks.video : transceiver.kind === 'audio' ? tracks.audio : null;
      if (!track || transceiver.rejected) continue;
      // A sendrecv offer (a guest's own camera) is answered sendonly: the SFU sends, never receives.
      transceiver.setDirection('sendonly');
      await transceiver.sender.replaceTrack(track);
      transceiver.sender.onPictureLossIndication.subscribe(() => this.handlers.keyframeWanted());
      sending += 1;
    }
    if (sending === 0) throw new AppError('VALIDATION_FAILED', 'The offer receives neither audio nor video.');
    await this.pc.setLocalDescription(await this.pc.createAnswer());
    const sdp = this.pc.localDescription?.sdp;
    if (!sdp) throw new AppError('INTERNAL', 'No local description after negotiation.');
    return sdp;
  }

  close(): void {
    this.closed = true;
    this.stopWatching();
    closeQuietly(this.pc);
  }
}
