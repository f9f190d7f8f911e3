import 'server-only';
import type { ChatMediaState } from '@/lib/realtime/live-message-types';
import type { ServerMessage } from '@/lib/realtime/protocol';
import { log } from '@/lib/server/log';
import type { LiveAccess, LivePrincipal } from './live-access';

/**
 * chatMedia (contract §1): the server cannot see the media of a direct connection and
 * billing never trusts the guest, so the performer's page reports her peer connection state.
 * Accepted only from the actor of that running private chat (LiveAccess.canSignalP2P says
 * 'actor', which the chat service answers only for a running single/singlec2c/videocall of
 * hers); anyone else gets UNAUTHORIZED. No reply on success.
 */
export async function reportPeerMedia(access: LiveAccess, principal: LivePrincipal, chatId: number, state: ChatMediaState): Promise<ServerMessage[]> {
  if (principal.kind !== 'performer' || (await access.canSignalP2P(principal, chatId)) !== 'actor') {
    return [{ type: 'error', code: 'UNAUTHORIZED', message: 'chatMedia: only the performer of this running private chat reports its media.' }];
  }
  try {
    if (access.onPeerMedia) await access.onPeerMedia(chatId, state);
    else access.onViewerMedia(chatId, state);
    return [];
  } catch (error) {
    log.error(`chatMedia ${state} for chat ${chatId} failed`, error);
    return [{ type: 'error', code: 'INTERNAL', message: 'chatMedia: the report could not be recorded.' }];
  }
}
