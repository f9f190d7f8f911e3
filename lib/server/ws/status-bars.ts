import 'server-only';
import { statusBarIdParamSchema } from '@/lib/contracts/status-bars';
import type { ClientMessage, ServerMessage } from '@/lib/realtime/protocol';
import { errorMessage } from '@/lib/server/realtime/session-state';
import { isAppError } from '@/lib/server/errors';
import { runtime } from '@/lib/server/runtime';
import { removeStatusBar } from '@/lib/server/status-bars/remove-status-bar';

type RemoveStatusBar = Extract<ClientMessage, { type: 'removeStatusBar' }>;

export function isStatusBarMessage(message: ClientMessage): message is RemoveStatusBar {
  return message.type === 'removeStatusBar';
}

/**
 * §7 removeStatusBar {statusBar}: closes one of the guest's server-side bars. The answer is the
 * `statusBar` event published to every socket of the guest (this one included), so other tabs drop
 * the bar too; nothing is answered directly. No or a bad id → BAD_MESSAGE, another guest's → NOT_FOUND.
 */
export async function handleStatusBarMessage(guestId: number, message: RemoveStatusBar): Promise<ServerMessage[]> {
  const id = statusBarIdParamSchema.safeParse(message.statusBar);
  if (!id.success) return [errorMessage('BAD_MESSAGE', 'removeStatusBar needs the id of a status bar.')];
  try {
    await removeStatusBar(runtime().db, runtime().pubsub, guestId, id.data);
    return [];
  } catch (error) {
    if (isAppError(error) && error.code === 'NOT_FOUND') return [errorMessage('NOT_FOUND', error.message)];
    throw error;
  }
}
