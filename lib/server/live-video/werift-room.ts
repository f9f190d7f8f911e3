import 'server-only';
import { MediaStreamTrack, type PeerConfig } from 'werift';
import { AppError } from '@/lib/server/errors';
import type { ConnectionTimeouts } from '@/lib/server/live-video/connection-watch';
import type { MediaRouterEvent, ViewerCloseReason } from '@/lib/server/live-video/media-router';
import { WeriftPublisher } from '@/lib/server/live-video/werift-publisher';
import { type RoomTracks, WeriftViewer } from '@/lib/server/live-video/werift-viewer';

/** At most one PLI per this gap goes to the publisher, however many viewers ask. */
export const KEYFRAME_GAP_MS = 300;

export type RoomOptions = { config: Partial<PeerConfig>; timeouts: ConnectionTimeouts; publisherGraceMs: number };

/**
 * One performer's room in the werift SFU: her publisher connection feeds two local tracks
 * (video, audio); every viewer's connection sends those tracks. A new publish replaces the
 * publisher (re-negotiation after a blip) and the tracks keep their sequence numbers going.
 */
export class WeriftRoom {
  readonly tracks: RoomTracks = { video: new MediaStreamTrack({ kind: 'video' }), audio: new MediaStreamTrack({ kind: 'audio' }) };
  private publisher: WeriftPublisher | null = null;
  private readonly viewers = new Map<string, WeriftViewer>();
  private lastKeyframeAt = 0;
  private keyframeTimer: NodeJS.Timeout | null = null;
  private closeTimer: NodeJS.Timeout | null = null;
  closed = false;

  constructor(
    readonly id: number,
    private readonly options: RoomOptions,
    private readonly emit: (event: MediaRouterEvent) => void,
    private readonly onClosed: (room: WeriftRoom) => void,
  ) {}

  get hasPublisher(): boolean {
    return this.publisher !== null;
  }

  get viewerCount(): number {
    return this.viewers.size;
  }

  async publish(offerSdp: string): Promise<string> {
    const publisher = new WeriftPublisher(this.options.config, this.tracks, {
      connected: () => this.requestKeyframe(),
      failed: (failedOne) => this.publisherLost(failedOne),
    }, this.options.timeouts);
    let answer: string;
    try {
      answer = await publisher.answer(offerSdp);
    } catch (error) {
      publisher.close();
      throw error;
    }
    if (this.closed) {
      publisher.close();
      throw new AppError('NOT_FOUND', 'The room was closed.');
    }
    this.cancelClose();
    this.publisher?.close();
    this.publisher = publisher;
    return answer;
  }

  async subscribe(viewerId: string, offerSdp: string): Promise<string> {
    const viewer = new WeriftViewer(viewerId, this.options.config, {
      connected: (v) => this.viewerConnected(v),
      interrupted: (v) => this.viewerInterrupted(v),
      failed: (v) => this.removeViewer(v, 'failed'),
      keyframeWanted: () => this.requestKeyframe(),
    }, this.options.timeouts);
    // Claimed before negotiating: a concurrent subscribe of the same viewer replaces this one.
    const previous = this.viewers.get(viewerId);
    this.viewers.set(viewerId, viewer);
    if (previous) this.removeViewer(previous, 'replaced');
    try {
      const answer = await viewer.answer(offerSdp, this.tracks);
      if (viewer.closed) throw new AppError('CONFLICT', 'The viewer was replaced or the room closed while negotiating.');
      return answer;
    } catch (error) {
      // Nothing stays set up for a refused offer: no viewer entry, no events.
      if (this.viewers.get(viewerId) === viewer) this.viewers.delete(viewerId);
      viewer.close();
      throw error;
    }
  }

  unsubscribe(viewerId: string): void {
    const viewer = this.viewers.get(viewerId);
    if (viewer) this.removeViewer(viewer, 'unsubscribed');
  }

  /** Closes now, or after graceMs unless the performer publishes again first. */
  scheduleClose(graceMs: number): void {
    if (this.closed || this.closeTimer) return;
    this.closeTimer = setTimeout(() => this.close(), graceMs);
    this.closeTimer.unref();
  }

  close(notify = true): void {
    if (this.closed) return;
    this.closed = true;
    this.cancelClose();
    if (this.keyframeTimer) clearTimeout(this.keyframeTimer);
    for (const viewer of [...this.viewers.values()]) this.removeViewer(viewer, 'roomClosed');
    this.publisher?.close();
    this.publisher = null;
    this.tracks.video.stop();
    this.tracks.audio.stop();
    this.onClosed(this);
    if (notify) this.emit({ type: 'roomClosed', roomId: this.id });
  }

  private cancelClose(): void {
    if (this.closeTimer) clearTimeout(this.closeTimer);
    this.closeTimer = null;
  }

  private publisherLost(publisher: WeriftPublisher): void {
    publisher.close();
    if (this.publisher !== publisher) return;
    this.publisher = null;
    this.emit({ type: 'publisherGone', roomId: this.id });
    this.scheduleClose(this.options.publisherGraceMs);
  }

  private viewerConnected(viewer: WeriftViewer): void {
    if (viewer.closed || viewer.connected) return;
    viewer.connected = true;
    this.emit({ type: 'viewerMedia', roomId: this.id, viewerId: viewer.id, state: 'connected' });
    // A joining viewer can decode nothing before the next keyframe (TOOLCHAIN.md).
    this.requestKeyframe();
  }

  private viewerInterrupted(viewer: WeriftViewer): void {
    if (viewer.closed || !viewer.connected) return;
    viewer.connected = false;
    this.emit({ type: 'viewerMedia', roomId: this.id, viewerId: viewer.id, state: 'lost' });
  }

  private removeViewer(viewer: WeriftViewer, reason: ViewerCloseReason): void {
    if (viewer.closed) return;
    if (this.viewers.get(viewer.id) === viewer) this.viewers.delete(viewer.id);
    this.viewerInterrupted(viewer);
    viewer.close();
    this.emit({ type: 'viewerClosed', roomId: this.id, viewerId: viewer.id, reason });
  }

  /** PLI to the publisher, throttled; a request inside the gap is sent when the gap ends. */
  private requestKeyframe(): void {
    const wait = this.lastKeyframeAt + KEYFRAME_GAP_MS - Date.now();
    if (wait > 0) {
      this.keyframeTimer ??= setTimeout(() => {
        this.keyframeTimer = null;
        this.requestKeyframe();
      }, wait);
      return;
    }
    this.lastKeyframeAt = Date.now();
    this.publisher?.requestKeyframe();
  }
}
