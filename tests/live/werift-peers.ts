import { MediaStreamTrack, RTCPeerConnection, RtpHeader, RtpPacket } from 'werift';
import { weriftPeerConfig } from '@/lib/server/live-video/werift-config';

/** Waits for a werift peer connection to reach a state (or fails after timeoutMs). */
export function connectionState(pc: RTCPeerConnection, state: string, timeoutMs = 10_000): Promise<void> {
  if (pc.connectionState === state) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      subscription.unSubscribe();
      reject(new Error(`peer connection not ${state} after ${timeoutMs} ms (is ${pc.connectionState})`));
    }, timeoutMs);
    const subscription = pc.connectionStateChange.subscribe((now) => {
      if (now !== state) return;
      clearTimeout(timer);
      subscription.unSubscribe();
      resolve();
    });
  });
}

/** Polls until check() holds (media arrives asynchronously). */
export async function eventually(check: () => boolean, what: string, timeoutMs = 10_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * A synthetic performer: a werift peer that sends made-up VP8 and Opus RTP (the SFU never
 * decodes, so the payload bytes only need to arrive) and counts the PLIs it receives.
 */
export class TestPublisher {
  readonly pc = new RTCPeerConnection(weriftPeerConfig([]));
  private readonly video = new MediaStreamTrack({ kind: 'video' });
  private readonly audio = new MediaStreamTrack({ kind: 'audio' });
  keyframeRequests = 0;
  private timer: NodeJS.Timeout | null = null;
  private sequence = 0;

  async offer(): Promise<string> {
    const videoSender = this.pc.addTransceiver(this.video, { direction: 'sendonly' }).sender;
    this.pc.addTransceiver(this.audio, { direction: 'sendonly' });
    videoSender.onPictureLossIndication.subscribe(() => (this.keyframeRequests += 1));
    await this.pc.setLocalDescription(await this.pc.createOffer());
    return this.pc.localDescription!.sdp;
  }

  async accept(answerSdp: string): Promise<void> {
    await this.pc.setRemoteDescription({ type: 'answer', sdp: answerSdp });
  }

  /** packetsPerTick video packets of `bytes` each every tickMs, and one audio packet. */
  startSending(options: { tickMs?: number; packetsPerTick?: number; bytes?: number } = {}): void {
    const { tickMs = 20, packetsPerTick = 2, bytes = 1000 } = options;
    const payload = Buffer.alloc(bytes, 0x5a);
    this.timer = setInterval(() => {
      for (let i = 0; i < packetsPerTick; i += 1) {
        this.sequence = (this.sequence + 1) & 0xffff;
        const marker = i === packetsPerTick - 1;
        this.video.writeRtp(new RtpPacket(new RtpHeader({ payloadType: 96, sequenceNumber: this.sequence, timestamp: this.sequence * 1500, ssrc: 1, marker }), payload));
      }
      this.audio.writeRtp(new RtpPacket(new RtpHeader({ payloadType: 111, sequenceNumber: this.sequence, timestamp: this.sequence * 960, ssrc: 2 }), Buffer.alloc(80, 1)));
    }, tickMs);
  }

  async close(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.pc.close();
  }
}

/** A synthetic guest: a recvonly werift peer that counts the RTP packets of each kind. */
export class TestViewer {
  readonly pc = new RTCPeerConnection(weriftPeerConfig([]));
  readonly received = { video: 0, audio: 0 };
  /** The largest step between consecutive video sequence numbers (1 = none lost or skipped). */
  maxSequenceStep = 0;
  private lastSequence: number | null = null;

  async offer(): Promise<string> {
    this.pc.addTransceiver('video', { direction: 'recvonly' });
    this.pc.addTransceiver('audio', { direction: 'recvonly' });
    this.pc.onTrack.subscribe((track) => {
      const kind = track.kind === 'video' ? 'video' : 'audio';
      track.onReceiveRtp.subscribe((rtp) => {
        this.received[kind] += 1;
        if (kind !== 'video') return;
        const sequence = rtp.header.sequenceNumber;
        if (this.lastSequence !== null) this.maxSequenceStep = Math.max(this.maxSequenceStep, (sequence - this.lastSequence + 0x10000) % 0x10000);
        this.lastSequence = sequence;
      });
    });
    await this.pc.setLocalDescription(await this.pc.createOffer());
    return this.pc.localDescription!.sdp;
  }

  async accept(answerSdp: string): Promise<void> {
    await this.pc.setRemoteDescription({ type: 'answer', sdp: answerSdp });
  }

  async close(): Promise<void> {
    await this.pc.close();
  }
}
