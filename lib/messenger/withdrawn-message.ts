import type { Message } from '@/lib/contracts/messenger';

/**
 * §7 messenger content change: a withdrawn message keeps its place, without its content. One
 * rule for the server's answer and for the copies a conversation already holds.
 */
export const withdrawnMessage = (message: Message): Message => ({ ...message, text: '', data: { media: null, gifts: [] }, withdrawn: true });
