import type { ChatType } from './chat-codes';

/**
 * §6 switching from a running chat: from a live preview to any of her chats (the server
 * ends the preview with 406), from her free or live room to a private chat or cam2cam (the server
 * ends the room chat with 102 in the transaction that starts the private one, so the two never
 * bill at once). Any other start waits until the running chat has ended.
 */
export function maySwitchChat(from: ChatType, to: ChatType): boolean {
  if (from === 'preview') return to !== 'preview';
  if (from === 'free' || from === 'live') return to === 'single' || to === 'singlec2c';
  return false;
}
