import 'server-only';
import type { ClientMessage, RealtimeLanguage, ServerMessage } from '@/lib/realtime/protocol';
import { sendVerificationMail } from '@/lib/server/accounts/email-verification';
import { runtime } from '@/lib/server/runtime';

type SendSignupEmail = Extract<ClientMessage, { type: 'sendSignupEmail' }>;

export function isEmailMessage(message: ClientMessage): message is SendSignupEmail {
  return message.type === 'sendSignupEmail';
}

/**
 * §7 sendSignupEmail(email) of a logged-in guest: the address-confirmation mail again, in the
 * session's language. No §7 incoming type answers it, so success is silent; so are an address
 * already confirmed and the hourly limit (the page cannot tell a held-back mail from a sent one,
 * as with pwdlost). Only an address that is not the account's is refused.
 */
export async function handleEmailMessage(guestId: number, language: RealtimeLanguage, message: SendSignupEmail): Promise<ServerMessage[]> {
  const outcome = await sendVerificationMail(runtime().db, guestId, language, { expectedEmail: message.email });
  if (outcome === 'emailMismatch') {
    return [{ type: 'error', code: 'BAD_MESSAGE', message: 'email: this is not the email address of the account.' }];
  }
  return [];
}
