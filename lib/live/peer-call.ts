import type { P2PParty, P2PPayload } from '@/lib/realtime/live-message-types';
import { loadedPageIceServers, pageIceServers } from './ice-config';
import { type LiveOptions, type LiveSignals, type LiveState, replaceTrack } from './live-types';
import { retryDelay, watchPeer } from './peer-health';

export type PeerCallOptions = LiveOptions & {
  chatId: number;
  /** This page's side: the guest makes every offer, the performer answers. */
  role: P2PParty;
  /** The camera/microphone this side sends: the performer's always, the guest's in cam2cam and video calls. */
  localStream?: MediaStream | null;
  /**
   * The anonymous voice call: sound only, both ways. The guest offers no video line and the
   * performer answers with her microphone alone, even when her stream also holds the camera.
   */
  audioOnly?: boolean;
};

export type PeerCall = { remoteStream: MediaStream; close(): void };

/**
 * A 1:1 chat as a direct peer connection (private chat, cam2cam, video call), signalled
 * through the server's relay (p2pSignal) with trickled ICE. Each side says hello; the guest offers
 * when the performer's hello arrives. A broken connection is re-offered by the guest (the
 * performer asks for it with a hello), so neither page restarts anything after a blip.
 */
export function startPeerCall(signals: LiveSignals, options: PeerCallOptions): PeerCall {
  const call = new PeerCallLink(signals, options);
  call.start();
  return { remoteStream: call.remoteStream, close: () => call.close() };
}

class PeerCallLink {
  readonly remoteStream = new MediaStream();
  private pc: RTCPeerConnection | null = null;
  private stopWatching: (() => void) | null = null;
  private candidates: RTCIceCandidateInit[] = [];
  private readonly unsubscribe: (() => void)[];
  private readonly peer: P2PParty;
  private attempt = 0;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private sessionId: string | null = null;
  private closed = false;

  constructor(
    private readonly signals: LiveSignals,
    private readonly options: PeerCallOptions,
  ) {
    this.peer = options.role === 'guest' ? 'actor' : 'guest';
    this.unsubscribe = [
      signals.on('p2pSignal', (message) => {
        if (message.chatId === options.chatId && message.from === this.peer) void this.receive(message.payload);
      }),
      // A new socket after a reconnect: this tab must be the relay's endpoint again.
      signals.on('sessionAck', (ack) => {
        if (this.sessionId !== null && this.sessionId !== ack.sessionId) this.signal({ kind: 'hello' });
        this.sessionId = ack.sessionId;
      }),
    ];
  }

  start(): void {
    // After the caller has the returned handle (its onState may use it); the hello waits for the
    // page's STUN/TURN, so the connections this call makes have them.
    queueMicrotask(() => {
      if (!this.closed) this.emit('connecting');
    });
    void pageIceServers().then(() => {
      if (!this.closed) this.signal({ kind: 'hello' });
    });
  }

  close(): void {
    if (this.closed) return;
    this.signal({ kind: 'bye' });
    this.finish();
  }

  private async receive(payload: P2PPayload): Promise<void> {
    if (this.closed) return;
    const pc = this.pc;
    try {
      if (payload.kind === 'hello') {
        if (this.options.role === 'actor') this.signal({ kind: 'hello' });
        else if (!this.busy()) await this.offer();
      } else if (payload.kind === 'offer' && this.options.role === 'actor') {
        await this.answer(payload.sdp);
      } else if (payload.kind === 'answer' && pc?.signalingState === 'have-local-offer') {
        await pc.setRemoteDescription({ type: 'answer', sdp: payload.sdp });
        await this.flushCandidates(pc);
      } else if (payload.kind === 'ice') {
        this.candidates.push(payload.candidate);
        if (pc?.remoteDescription) await this.flushCandidates(pc);
      } else if (payload.kind === 'bye') {
        this.finish();
      }
    } catch (error) {
      if (this.pc === pc) this.broken(error);
    }
  }

  /** The guest does not offer again while an offer is out or the connection is up. */
  private busy(): boolean {
    const pc = this.pc;
    return pc !== null && (pc.signalingState === 'have-local-offer' || pc.connectionState === 'connecting' || pc.connectionState === 'connected');
  }

  private async offer(): Promise<void> {
    const pc = this.newConnection();
    this.candidates = []; // the performer's candidates of an older connection are of no use
    const stream = this.options.localStream;
    for (const kind of this.options.audioOnly ? (['audio'] as const) : (['video', 'audio'] as const)) {
      const track = stream?.getTracks().find((candidate) => candidate.kind === kind);
      if (track && stream) pc.addTransceiver(track, { direction: 'sendrecv', streams: [stream] });
      else pc.addTransceiver(kind, { direction: 'recvonly' });
    }
    await pc.setLocalDescription(await pc.createOffer());
    if (this.pc === pc && pc.localDescription) this.signal({ kind: 'offer', sdp: pc.localDescription.sdp });
  }

  private async answer(sdp: string): Promise<void> {
    const pc = this.newConnection();
    await pc.setRemoteDescription({ type: 'offer', sdp });
    // addTrack after the offer reuses the offer's transceivers of that kind (sendrecv).
    const stream = this.options.localStream;
    const tracks = this.options.audioOnly ? (stream?.getAudioTracks() ?? []) : (stream?.getTracks() ?? []);
    for (const track of tracks) pc.addTrack(track, stream!);
    await pc.setLocalDescription(await pc.createAnswer());
    if (this.pc === pc && pc.localDescription) this.signal({ kind: 'answer', sdp: pc.localDescription.sdp });
    await this.flushCandidates(pc);
  }

  private async flushCandidates(pc: RTCPeerConnection): Promise<void> {
    const waiting = this.candidates;
    this.candidates = [];
    // A candidate of a connection the other side has replaced fails to apply: ignored.
    for (const candidate of waiting) await pc.addIceCandidate(candidate).catch(() => {});
  }

  private newConnection(): RTCPeerConnection {
    this.dropConnection();
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
    const pc = new RTCPeerConnection({ iceServers: this.options.iceServers ?? loadedPageIceServers() });
    this.pc = pc;
    pc.addEventListener('track', (event) => replaceTrack(this.remoteStream, event.track));
    pc.addEventListener('icecandidate', (event) => {
      const { candidate } = event;
      if (candidate && this.pc === pc) this.signal({ kind: 'ice', candidate: { candidate: candidate.candidate, sdpMid: candidate.sdpMid, sdpMLineIndex: candidate.sdpMLineIndex } });
    });
    this.stopWatching = watchPeer(pc, {
      connected: () => {
        this.attempt = 0;
        this.emit('connected');
      },
      broken: () => this.broken(),
    });
    return pc;
  }

  private broken(error?: unknown): void {
    if (this.closed || this.retryTimer) return;
    if (error) console.warn('peer call negotiation failed', error);
    this.emit('reconnecting');
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      if (this.closed) return;
      // The guest offers anew; the performer asks the guest to, again until an offer comes.
      if (this.options.role === 'guest') void this.offer().catch((failure: unknown) => this.broken(failure));
      else {
        this.signal({ kind: 'hello' });
        this.broken();
      }
    }, retryDelay(this.attempt++));
  }

  private signal(payload: P2PPayload): void {
    this.signals.send({ type: 'p2pSignal', chatId: this.options.chatId, to: this.peer, payload });
  }

  private finish(): void {
    if (this.closed) return;
    this.closed = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    for (const off of this.unsubscribe) off();
    this.dropConnection();
    this.options.onState?.('closed', null);
  }

  private dropConnection(): void {
    this.stopWatching?.();
    this.stopWatching = null;
    this.pc?.close();
    this.pc = null;
  }

  private emit(state: LiveState): void {
    this.options.onState?.(state);
  }
}
