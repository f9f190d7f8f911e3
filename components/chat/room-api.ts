import { restPath, restRequest } from '@/lib/api/rest';
import type { ChatApiSession } from '@/lib/chat/chat-api';
import type { LiveReaction } from '@/lib/chat/reactions';
import { chatReactionResponseSchema } from '@/lib/contracts/chat';

/**
 * POST chat/{chatId}/reaction: free, not stored. A tap faster than one per second is 409
 * {reason: 'tooFast'}: the caller drops it (the reaction bar also waits a second between taps).
 */
export async function sendReaction(session: ChatApiSession, chatId: number, reaction: LiveReaction): Promise<boolean> {
  try {
    await restRequest(restPath('chat', chatId, 'reaction'), { ...session, method: 'POST', body: { reaction }, schema: chatReactionResponseSchema });
    return true;
  } catch {
    return false;
  }
}
