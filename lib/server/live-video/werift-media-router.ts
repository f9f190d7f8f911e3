import 'server-only';
import { AppError } from '@/lib/server/errors';
import { log } from '@/lib/server/log';
import { type ConnectionTimeouts, DEFAULT_TIMEOUTS } from '@/lib/server/live-video/connection-watch';
import type { IceServer } from '@/lib/server/live-video/ice-servers';
import { Listeners, type MediaRouter, type MediaRouterEvent, type MediaRouterStats, PUBLISHER_GRACE_MS } from '@/lib/server/live-video/media-router';
import { weriftPeerConfig } from '@/lib/server/live-video/werift-config';
import { WeriftRoom } from '@/lib/server/live-video/werift-room';

export type WeriftMediaRouterOptions = {
  iceServers?: IceServer[];
  publisherGraceMs?: number;
  timeouts?: Partial<ConnectionTimeouts>;
};

/**
 * The embedded SFU: rooms in this process, RTP forwarded by werift without
 * transcoding. One per process, on the runtime (lib/server/boot.ts).
 */
export class WeriftMediaRouter implements MediaRouter {
  private readonly rooms = new Map<number, WeriftRoom>();
  private readonly listeners = new Listeners<MediaRouterEvent>();
  private readonly roomOptions;
  private closed = false;
  readonly publisherGraceMs: number;

  constructor(options: WeriftMediaRouterOptions = {}) {
    this.publisherGraceMs = options.publisherGraceMs ?? PUBLISHER_GRACE_MS;
    this.roomOptions = {
      config: weriftPeerConfig(options.iceServers ?? []),
      timeouts: { ...DEFAULT_TIMEOUTS, ...options.timeouts },
      publisherGraceMs: this.publisherGraceMs,
    };
  }

  async publish(roomId: number, offerSdp: string): Promise<{ answerSdp: string }> {
    if (this.closed) throw new AppError('CONFLICT', 'The media router is shutting down.');
    const existing = this.rooms.get(roomId);
    const room = existing ?? this.openRoom(roomId);
    try {
      return { answerSdp: await room.publish(offerSdp) };
    } catch (error) {
      // A room opened for a refused offer never existed for anyone.
      if (!existing && !room.hasPublisher && room.viewerCount === 0) room.close(false);
      throw error;
    }
  }

  async subscribe(roomId: number, viewerId: string, offerSdp: string): Promise<{ answerSdp: string }> {
    const room = this.rooms.get(roomId);
    if (!room) throw new AppError('NOT_FOUND', 'The room is not live.');
    return { answerSdp: await room.subscribe(viewerId, offerSdp) };
  }

  async unsubscribe(roomId: number, viewerId: string): Promise<void> {
    this.rooms.get(roomId)?.unsubscribe(viewerId);
  }

  async closeRoom(roomId: number, options: { graceMs?: number } = {}): Promise<void> {
    const room = this.rooms.get(roomId);
    if (!room) return;
    if (options.graceMs && options.graceMs > 0) room.scheduleClose(options.graceMs);
    else room.close();
  }

  on(listener: (event: MediaRouterEvent) => void): () => void {
    return this.listeners.add(listener);
  }

  stats(): MediaRouterStats {
    let publishers = 0;
    let viewers = 0;
    for (const room of this.rooms.values()) {
      if (room.hasPublisher) publishers += 1;
      viewers += room.viewerCount;
    }
    return { rooms: this.rooms.size, publishers, viewers };
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const room of [...this.rooms.values()]) room.close();
  }

  private openRoom(roomId: number): WeriftRoom {
    const room = new WeriftRoom(
      roomId,
      this.roomOptions,
      (event) => this.listeners.emit(event, (error) => log.error(`media router listener failed on ${event.type}`, error)),
      (closed) => {
        if (this.rooms.get(roomId) === closed) this.rooms.delete(roomId);
      },
    );
    this.rooms.set(roomId, room);
    return room;
  }
}
