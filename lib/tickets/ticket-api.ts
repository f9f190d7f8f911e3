import { z } from 'zod';
import { graphqlRequest } from '@/lib/api/query';
import type { Locale } from '@/i18n/routing';
import { type ChatTicketResult, chatTicketResultSchema } from '@/lib/contracts/cam-show';

/** The client side of §7 buy ticket / remove ticket and the guest's held shows (the one GraphQL client). */
const RESULT = `success errorCode
  ticket { id showId price { value currency } promoCode creationType createdAt }
  show { id actorId actorName actorSlug price { value currency } title description postBuyInfo start end isBought isFree canBuy hasStarted bonusCode isFeatured isInternal actorOnline }
  insufficientFunds { price balance missing }`;

const BUY = `mutation BuyChatTicket($id: Int!, $modelId: Int!, $start: String!) { buyChatTicket(id: $id, modelId: $modelId, start: $start) { ${RESULT} } }`;
const REMOVE = `mutation RemoveChatTicket($id: Int!) { removeChatTicket(id: $id) { ${RESULT} } }`;
const HELD = 'query MyChatTickets { myChatTickets }';

type Session = { locale: Locale; accessToken: string };

export async function buyChatTicket(session: Session, input: { id: number; modelId: number; start: string }): Promise<ChatTicketResult> {
  const data = await graphqlRequest(BUY, { language: session.locale, accessToken: session.accessToken, variables: input, schema: z.object({ buyChatTicket: chatTicketResultSchema }) });
  return data.buyChatTicket;
}

export async function removeChatTicket(session: Session, id: number): Promise<ChatTicketResult> {
  const data = await graphqlRequest(REMOVE, { language: session.locale, accessToken: session.accessToken, variables: { id }, schema: z.object({ removeChatTicket: chatTicketResultSchema }) });
  return data.removeChatTicket;
}

let held: { token: string; ids: Promise<Set<number>> } | null = null;

/** One request per page and token for every tile of the page; a failure counts as none held. */
export function heldShowIds(session: Session): Promise<Set<number>> {
  if (held?.token !== session.accessToken) {
    const ids = graphqlRequest(HELD, { language: session.locale, accessToken: session.accessToken, schema: z.object({ myChatTickets: z.array(z.number().int()) }) })
      .then((data) => new Set(data.myChatTickets))
      .catch(() => new Set<number>());
    held = { token: session.accessToken, ids };
  }
  return held.ids;
}

/** After a buy or remove on this page the cached set follows. */
export function rememberHeld(showId: number, isBought: boolean): void {
  void held?.ids.then((ids) => (isBought ? ids.add(showId) : ids.delete(showId)));
}
