import type { Locale } from '@/i18n/routing';
import type { ConversionChatAction, ConversionChatActor } from '@/lib/contracts/conversion-chat';

/**
 * The box's REST calls. The client and the zod contracts load with the first call (dynamic
 * imports), as on every other page, so they stay out of first-load JavaScript.
 */
async function rest() {
  const [{ restRequest }, contracts] = await Promise.all([import('@/lib/api/rest'), import('@/lib/contracts/conversion-chat')]);
  return { restRequest, contracts };
}

type Session = { language: Locale; accessToken: string };

/** §7 guest/conversionChat {action}: accept (enable) or decline (disable) the trial. */
export async function answerConversionChat(session: Session, action: ConversionChatAction): Promise<void> {
  const { restRequest, contracts } = await rest();
  await restRequest('guest/conversionChat', { ...session, method: 'POST', body: { action }, schema: contracts.conversionChatResponseSchema });
}

/** §7 actor/conversionChatActors: who takes a trial chat now (§9: up to 30). */
export async function loadConversionChatActors(session: Session, signal?: AbortSignal): Promise<ConversionChatActor[]> {
  const { restRequest, contracts } = await rest();
  const { data } = await restRequest('actor/conversionChatActors', { ...session, schema: contracts.conversionChatActorsResponseSchema, signal });
  return data.actors;
}
