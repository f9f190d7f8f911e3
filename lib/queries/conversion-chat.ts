import { queryOptions } from '@tanstack/react-query';
import type { Locale } from '@/i18n/routing';
import { restRequest } from '@/lib/api/rest';
import type { ConversionChatAction, ConversionChatActor } from '@/lib/contracts/conversion-chat';

/**
 * The conversion chat's REST calls (§7 guest/conversionChat, actor/conversionChatActors). The
 * client and the zod contracts load with the box (a lazily loaded chunk), never at first load.
 */
export const conversionChatKeys = {
  all: ['conversion-chat'] as const,
  actors: (language: Locale) => [...conversionChatKeys.all, 'actors', language] as const,
};

/**
 * §7 actor/conversionChatActors: who takes a trial chat now (§9: up to 30). Asked at every
 * opening of the box (who is online changes by the minute): nothing is kept once it closes.
 */
export function conversionChatActorsOptions(language: Locale) {
  return queryOptions({
    queryKey: conversionChatKeys.actors(language),
    queryFn: async ({ signal }): Promise<ConversionChatActor[]> => {
      const { conversionChatActorsResponseSchema } = await import('@/lib/contracts/conversion-chat');
      return (await restRequest('actor/conversionChatActors', { language, schema: conversionChatActorsResponseSchema, signal })).data.actors;
    },
    staleTime: 0,
    gcTime: 0,
  });
}

/**
 * §7 guest/conversionChat {action}: accept (enable) or decline (disable) the trial. What is true
 * afterwards is the guest session's (§3 conversionChat): the box reads it again either way.
 */
export async function answerConversionChat(language: Locale, action: ConversionChatAction): Promise<void> {
  const { conversionChatResponseSchema } = await import('@/lib/contracts/conversion-chat');
  await restRequest('guest/conversionChat', { language, method: 'POST', body: { action }, schema: conversionChatResponseSchema });
}
