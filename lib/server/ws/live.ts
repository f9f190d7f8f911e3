import 'server-only';
import type { LiveClientMessage } from '@/lib/realtime/live-message-types';
import type { ClientMessage, ServerMessage } from '@/lib/realtime/protocol';
import { reportPeerMedia } from '@/lib/server/live-video/chat-media';
import { type LiveAccess, type LivePrincipal, performerOnlyAccess } from '@/lib/server/live-video/live-access';
import { LiveBus } from '@/lib/server/live-video/live-bus';
import { type LiveCluster, LiveSignalling } from '@/lib/server/live-video/live-signalling';
import { databaseRoomDirectory } from '@/lib/server/cluster/live-room-directory';
import type { MediaRouter } from '@/lib/server/live-video/media-router';
import type { RealtimeHub } from '@/lib/server/realtime/hub';
import { isLoggedIn, isPerformerSession, type SessionState } from '@/lib/server/realtime/session-state';
import { hasRuntime, runtime } from '@/lib/server/runtime';

type LiveMessage = Extract<ClientMessage, { type: LiveClientMessage['type'] }>;

const liveTypes: ReadonlySet<string> = new Set<LiveClientMessage['type']>(['livePublish', 'liveWatch', 'liveLeave', 'p2pSignal', 'chatMedia']);

export function isLiveMessage(message: ClientMessage): message is LiveMessage {
  return liveTypes.has(message.type);
}

// One signalling per hub; both live in the server.ts module graph, where frames are handled.
const signallingOfHub = new WeakMap<RealtimeHub, LiveSignalling>();
// The hub's LiveAccess, also without a media router: chatMedia (P2P billing) needs no SFU.
const accessOfHub = new WeakMap<RealtimeHub, LiveAccess>();

/**
 * Wires live video into a hub (lib/server/ws/attach.ts): the runtime's media router, the
 * LiveAccess of the chat service (default: only a performer into her own room), answers to one
 * tab, every closed tab leaving its rooms, and the other processes' rooms and tabs (the cluster). Without a router, live messages are UNSUPPORTED.
 */
export function attachLiveVideo(hub: RealtimeHub, options: { router?: MediaRouter; access?: LiveAccess; cluster?: LiveCluster }): LiveSignalling | null {
  const access = options.access ?? performerOnlyAccess;
  accessOfHub.set(hub, access);
  if (!options.router) return null;
  const cluster = options.cluster ?? runtimeCluster();
  const signalling = new LiveSignalling(options.router, access, (sessionId, message) => hub.sendToSession(sessionId, message), cluster);
  hub.onConnectionClosed((session) => signalling.connectionClosed(session.sessionId));
  signallingOfHub.set(hub, signalling);
  return signalling;
}

/**
 * The runtime's processes on one database (boot.ts joined them): rooms of other processes are
 * reached through the live bus. Without a cluster (tests) this process is alone.
 */
function runtimeCluster(): LiveCluster | undefined {
  if (!hasRuntime()) return undefined;
  const { cluster, pubsub, db } = runtime();
  if (!cluster) return undefined;
  return { bus: new LiveBus(cluster.processId, pubsub), rooms: databaseRoomDirectory(db, cluster.processId) };
}

/** The hub's live signalling (tests and diagnostics: what is still held). */
export function liveSignallingOf(hub: RealtimeHub): LiveSignalling | undefined {
  return signallingOfHub.get(hub);
}

function principalOf(session: SessionState): LivePrincipal {
  const actorId = session.actorId ?? null;
  if (actorId !== null && isPerformerSession(session, actorId)) return { kind: 'performer', actorId };
  if (session.guestId !== null && isLoggedIn(session)) return { kind: 'guest', guestId: session.guestId };
  return { kind: 'visitor' };
}

/** livePublish, liveWatch, liveLeave, p2pSignal and chatMedia; replies go to the asking tab only. */
export async function handleLiveMessage(session: SessionState, message: LiveMessage): Promise<ServerMessage[]> {
  const hub = hasRuntime() ? runtime().hub : undefined;
  if (message.type === 'chatMedia') {
    const access = (hub && accessOfHub.get(hub)) ?? performerOnlyAccess;
    return reportPeerMedia(access, principalOf(session), message.chatId, message.state);
  }
  const signalling = hub ? signallingOfHub.get(hub) : undefined;
  if (!signalling) return [{ type: 'error', code: 'UNSUPPORTED', message: `'${message.type}': live video is not available.` }];
  const caller = { sessionId: session.sessionId, principal: principalOf(session) };
  switch (message.type) {
    case 'livePublish':
      return signalling.publish(caller, message.sdp);
    case 'liveWatch':
      return signalling.watch(caller, message.roomId, message.chatId, message.sdp);
    case 'liveLeave':
      return signalling.leave(caller, message.roomId);
    case 'p2pSignal':
      return signalling.signalP2P(caller, message.chatId, message.to, message.payload);
  }
}
