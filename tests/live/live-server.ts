import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { P2PParty } from '@/lib/realtime/live-message-types';
import type { LiveAccess, LivePrincipal } from '@/lib/server/live-video/live-access';
import { WeriftMediaRouter } from '@/lib/server/live-video/werift-media-router';
import { attachRealtime } from '@/lib/server/ws/attach';
import type { RealtimeHub } from '@/lib/server/realtime/hub';
import { liveSignallingOf } from '@/lib/server/ws/live';
import type { AppRuntime } from '@/lib/server/runtime';

/**
 * A LiveAccess for tests: the chats it is told about, nothing else. watch: guest → room in chat;
 * p2p: chat → its guest and its performer. Records what billing would hear.
 */
export class FakeLiveAccess implements LiveAccess {
  readonly watchable: { guestId: number; roomId: number; chatId: number }[] = [];
  readonly p2pChats = new Map<number, { guestId: number; actorId: number }>();
  readonly media: [number, 'connected' | 'lost'][] = [];
  readonly closedRooms: number[] = [];
  readonly openedRooms: number[] = [];

  async canWatch(principal: LivePrincipal, roomId: number, chatId: number): Promise<boolean> {
    if (principal.kind === 'performer') return principal.actorId === roomId;
    return principal.kind === 'guest' && this.watchable.some((w) => w.guestId === principal.guestId && w.roomId === roomId && w.chatId === chatId);
  }

  async canSignalP2P(principal: LivePrincipal, chatId: number): Promise<P2PParty | null> {
    const chat = this.p2pChats.get(chatId);
    if (!chat) return null;
    if (principal.kind === 'guest' && principal.guestId === chat.guestId) return 'guest';
    if (principal.kind === 'performer' && principal.actorId === chat.actorId) return 'actor';
    return null;
  }

  onViewerMedia(chatId: number, state: 'connected' | 'lost'): void {
    this.media.push([chatId, state]);
  }

  onRoomOpened(roomId: number): void {
    this.openedRooms.push(roomId);
  }

  onRoomClosed(roomId: number): void {
    this.closedRooms.push(roomId);
  }
}

/** The real hub with live video on a free port: the test runtime gets a fresh werift router. */
export async function startLiveServer(app: AppRuntime, access: LiveAccess, options: { publisherGraceMs?: number } = {}) {
  const router = new WeriftMediaRouter({ publisherGraceMs: options.publisherGraceMs ?? 500, timeouts: { connectMs: 8_000, interruptedMs: 3_000 } });
  app.mediaRouter = router;
  const server = createServer();
  const hub: RealtimeHub = attachRealtime(server, { liveAccess: access });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `ws://127.0.0.1:${(server.address() as AddressInfo).port}/ws`,
    router,
    signalling: () => liveSignallingOf(hub)!,
    async close() {
      await hub.close();
      await new Promise((resolve) => server.close(resolve));
      await router.close();
      app.mediaRouter = undefined;
    },
  };
}
