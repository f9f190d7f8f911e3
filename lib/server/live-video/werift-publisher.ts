import 'server-only';
import { type MediaStreamTrack, type PeerConfig, RTCPeerConnection, type RtpPacket } from 'werift';
import { AppError } from '@/lib/server/errors';
import { log } from '@/lib/server/log';
import { closeQuietly, type ConnectionTimeouts, watchConnection } from '@/lib/server/live-video/connection-watch';
import { withStartBitrate } from '@/lib/server/live-video/sdp-bitrate';
import type { RoomTracks } from '@/lib/server/live-video/werift-viewer';

type Kind = 'video' | 'audio';

export type PublisherHandlers = {
  connected(): void;
  failed(publisher: WeriftPublisher): void;
};

/**
 * The performer's connection into her room: answers her sendonly offer and writes every RTP
 * packet she sends into the room's track of that kind, without transcoding. Her header
 * extensions are stripped first: their ids are hers, and each viewer's sender writes its own.
 */
export class WeriftPublisher {
  private readonly pc: RTCPeerConnection;
  private readonly started = new Set<Kind>();
  private video: { track: MediaStreamTrack; ssrc: number } | null = null;
  private closed = false;
  private readonly stopWatching: () => void;

  constructor(config: Partial<PeerConfig>, private readonly tracks: RoomTracks, handlers: PublisherHandlers, timeouts: ConnectionTimeouts) {
    this.pc = new RTCPeerConnection(config);
    this.stopWatching = watchConnection(this.pc, { connected: handlers.connected, interrupted: () => {}, failed: () => handlers.failed(this) }, timeouts);
    this.pc.onTrack.subscribe((track) => {
      const kind = track.kind === 'video' ? 'video' : track.kind === 'audio' ? 'audio' : null;
      if (!kind) return;
      track.onReceiveRtp.subscribe((rtp) => this.forward(kind, track, rtp));
    });
  }

  /** The answer to her offer, every candidate in it, with the start-bitrate hints for Chrome. */
  async answer(offerSdp: string): Promise<string> {
    try {
      await this.pc.setRemoteDescription({ type: 'offer', sdp: offerSdp });
    } catch {
      throw new AppError('VALIDATION_FAILED', 'The offer could not be applied.');
    }
    if (!this.pc.getTransceivers().some((transceiver) => !transceiver.rejected)) {
      throw new AppError('VALIDATION_FAILED', 'The offer sends neither VP8 video nor Opus audio.');
    }
    await this.pc.setLocalDescription(await this.pc.createAnswer());
    const sdp = this.pc.localDescription?.sdp;
    if (!sdp) throw new AppError('INTERNAL', 'No local description after negotiation.');
    return withStartBitrate(sdp);
  }

  /** Picture loss indication to her browser: the next frame is a keyframe. */
  requestKeyframe(): void {
    const video = this.video;
    if (!video || this.closed) return;
    const receiver = this.pc.getReceivers().find((candidate) => candidate.tracks.includes(video.track));
    receiver?.sendRtcpPLI(video.ssrc).catch((error: unknown) => log.debug('PLI to the publisher failed', error));
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    this.stopWatching();
    closeQuietly(this.pc);
  }

  private forward(kind: Kind, source: MediaStreamTrack, rtp: RtpPacket): void {
    if (this.closed) return;
    const target = this.tracks[kind];
    if (!this.started.has(kind)) {
      this.started.add(kind);
      // A track that carried an earlier publisher's packets: the viewers' senders continue
      // their sequence numbers and timestamps from here instead of jumping.
      if (target.header) target.notifySourceChanged(rtp.header);
    }
    if (kind === 'video' && this.video?.ssrc !== rtp.header.ssrc) this.video = { track: source, ssrc: rtp.header.ssrc };
    const packet = rtp.clone();
    packet.header.extensions = [];
    packet.header.extension = false;
    target.writeRtp(packet);
  }
}
