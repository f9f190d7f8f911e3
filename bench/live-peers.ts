import { MediaStreamTrack, RTCPeerConnection, RtpHeader, RtpPacket } from 'werift';

/** Synthetic peers for the live bench: werift on both ends, made-up VP8/Opus payloads (the SFU never decodes). */
const config = { iceServers: [], bundlePolicy: 'max-bundle' as const };

export function connected(pc: RTCPeerConnection, timeoutMs = 15_000): Promise<void> {
  if (pc.connectionState === 'connected') return Promise.resolve();
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`not connected after ${timeoutMs} ms`)), timeoutMs);
    const subscription = pc.connectionStateChange.subscribe((state) => {
      if (state !== 'connected') return;
      clearTimeout(timer);
      subscription.unSubscribe();
      resolve();
    });
  });
}

/** The performer: ~1.7 Mbps of video (4 packets of 1,060 bytes every 20 ms) plus 32 kbps of audio. */
export class BenchPublisher {
  readonly pc = new RTCPeerConnection(config);
  private readonly video = new MediaStreamTrack({ kind: 'video' });
  private readonly audio = new MediaStreamTrack({ kind: 'audio' });
  private timer: NodeJS.Timeout | null = null;

  async offer(): Promise<string> {
    this.pc.addTransceiver(this.video, { direction: 'sendonly' });
    this.pc.addTransceiver(this.audio, { direction: 'sendonly' });
    await this.pc.setLocalDescription(await this.pc.createOffer());
    return this.pc.localDescription!.sdp;
  }

  async start(answerSdp: string): Promise<void> {
    await this.pc.setRemoteDescription({ type: 'answer', sdp: answerSdp });
    await connected(this.pc);
    const payload = Buffer.alloc(1_060, 0x5a);
    const audioPayload = Buffer.alloc(80, 1);
    let sequence = 0;
    let audioSequence = 0;
    this.timer = setInterval(() => {
      for (let i = 0; i < 4; i += 1) {
        sequence = (sequence + 1) & 0xffff;
        this.video.writeRtp(new RtpPacket(new RtpHeader({ payloadType: 96, sequenceNumber: sequence, timestamp: sequence * 750, ssrc: 1, marker: i === 3 }), payload));
      }
      audioSequence = (audioSequence + 1) & 0xffff;
      this.audio.writeRtp(new RtpPacket(new RtpHeader({ payloadType: 111, sequenceNumber: audioSequence, timestamp: audioSequence * 960, ssrc: 2 }), audioPayload));
    }, 20);
  }

  async close(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.pc.close();
  }
}

/** A guest: recvonly, counts the video payload bytes it receives. */
export class BenchViewer {
  readonly pc = new RTCPeerConnection(config);
  videoBytes = 0;

  async offer(): Promise<string> {
    this.pc.addTransceiver('video', { direction: 'recvonly' });
    this.pc.addTransceiver('audio', { direction: 'recvonly' });
    this.pc.onTrack.subscribe((track) => {
      if (track.kind === 'video') track.onReceiveRtp.subscribe((rtp) => (this.videoBytes += rtp.payload.length));
    });
    await this.pc.setLocalDescription(await this.pc.createOffer());
    return this.pc.localDescription!.sdp;
  }

  async start(answerSdp: string): Promise<void> {
    await this.pc.setRemoteDescription({ type: 'answer', sdp: answerSdp });
    await connected(this.pc);
  }

  close(): Promise<void> {
    return this.pc.close();
  }
}
