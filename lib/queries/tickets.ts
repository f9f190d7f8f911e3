import { queryOptions } from '@tanstack/react-query';
import type { Locale } from '@/i18n/routing';
import { graphqlRequest } from '@/lib/api/query';
import type { ChatTicketResult } from '@/lib/contracts/cam-show';
import { getQueryClient } from './query-client';

/** The client side of §7 buy ticket / remove ticket and the guest's held shows (the one GraphQL client). */
export const ticketKeys = {
  all: ['tickets'] as const,
  held: () => [...ticketKeys.all, 'held'] as const,
};

const RESULT = `success errorCode
  ticket { id showId price { value currency } promoCode creationType createdAt }
  show { id actorId actorName actorSlug price { value currency } title description postBuyInfo start end isBought isFree canBuy hasStarted bonusCode isFeatured isInternal actorOnline }
  insufficientFunds { price balance missing }`;

const BUY = `mutation BuyChatTicket($id: Int!, $modelId: Int!, $start: String!) { buyChatTicket(id: $id, modelId: $modelId, start: $start) { ${RESULT} } }`;
const REMOVE = `mutation RemoveChatTicket($id: Int!) { removeChatTicket(id: $id) { ${RESULT} } }`;
const HELD = 'query MyChatTickets { myChatTickets }';

/** The ids of the shows the guest holds a ticket for: one request for every tile of the page. */
export function heldTicketsOptions(language: Locale) {
  return queryOptions({
    queryKey: ticketKeys.held(),
    queryFn: async ({ signal }): Promise<number[]> => {
      const { z } = await import('zod');
      return (await graphqlRequest(HELD, { language, schema: z.object({ myChatTickets: z.array(z.number().int()) }), signal })).myChatTickets;
    },
  });
}

/** After a buy or remove on this page the held ids follow. */
function heldChanged(showId: number, isBought: boolean): void {
  getQueryClient().setQueryData<number[]>(ticketKeys.held(), (held) => [...(held ?? []).filter((id) => id !== showId), ...(isBought ? [showId] : [])]);
}

async function ticketResult(document: string, language: Locale, variables: Record<string, unknown>, field: 'buyChatTicket' | 'removeChatTicket'): Promise<ChatTicketResult> {
  const [{ z }, { chatTicketResultSchema }] = await Promise.all([import('zod'), import('@/lib/contracts/cam-show')]);
  const data = await graphqlRequest(document, { language, variables, schema: z.object({ [field]: chatTicketResultSchema }) });
  return data[field] as ChatTicketResult;
}

/** §7 buy ticket (a free show books one). A plain function: the tile's buy runs again after a top-up. */
export async function buyChatTicket(language: Locale, input: { id: number; modelId: number; start: string }): Promise<ChatTicketResult> {
  const result = await ticketResult(BUY, language, input, 'buyChatTicket');
  if (result.success) heldChanged(input.id, true);
  return result;
}

/** §7 remove ticket (before the show starts). */
export async function removeChatTicket(language: Locale, id: number): Promise<ChatTicketResult> {
  const result = await ticketResult(REMOVE, language, { id }, 'removeChatTicket');
  if (result.success) heldChanged(id, false);
  return result;
}
