import { POST } from '@/app/graphql/route';
import type { ChatTicketResult } from '@/lib/contracts/cam-show';
import { camShows } from '@/lib/server/db/schema/content';
import type { AppRuntime } from '@/lib/server/runtime';

export const HOUR = 3_600_000;

/** One GraphQL request through the real route, with the guest's bearer token when given. */
export async function gql(query: string, variables: Record<string, unknown> = {}, token?: string) {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await POST(new Request('http://localhost/graphql?language=en', { method: 'POST', headers, body: JSON.stringify({ query, variables }) }));
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return { status: response.status, body: (await response.json()) as { data?: any; errors?: { extensions?: Record<string, unknown> }[] } };
}

const RESULT = 'success errorCode ticket { id showId price { value currency } creationType promoCode } show { id isBought canBuy hasStarted postBuyInfo } insufficientFunds { price balance missing }';

/** The mutation's result (a subset of its fields); a GraphQL error fails the test with its body. */
function answer(body: { data?: Record<string, unknown> | null; errors?: unknown }, field: string): ChatTicketResult {
  const result = body.data?.[field];
  if (!result) throw new Error(`no ${field}: ${JSON.stringify(body.errors)}`);
  return result as ChatTicketResult;
}

export async function buyCall(token: string | undefined, input: { id: number; modelId: number; start: string; promoCode?: string; creationType?: string }): Promise<ChatTicketResult> {
  const { body } = await gql(
    `mutation($id: Int!, $modelId: Int!, $start: String!, $promoCode: String, $creationType: String) { buyChatTicket(id: $id, modelId: $modelId, start: $start, promoCode: $promoCode, creationType: $creationType) { ${RESULT} } }`,
    input,
    token,
  );
  return answer(body, 'buyChatTicket');
}

export async function removeCall(token: string | undefined, id: number): Promise<ChatTicketResult> {
  const { body } = await gql(`mutation($id: Int!) { removeChatTicket(id: $id) { ${RESULT} } }`, { id }, token);
  return answer(body, 'removeChatTicket');
}

export type TestShow = { id: number; actorId: number; start: string; price: number };

/** A show of the performer, `startsInHours` from now (negative: running), an hour long. */
export async function addShow(rt: AppRuntime, actorId: number, startsInHours: number, price = 999, extra: Partial<typeof camShows.$inferInsert> = {}): Promise<TestShow> {
  const startsAt = new Date(Math.round(Date.now() / 1000) * 1000 + startsInHours * HOUR);
  const [row] = await rt.db
    .insert(camShows)
    .values({ actorId, title: `Show ${startsInHours}`, postBuyInfo: 'Secret room code 42', startsAt, endsAt: new Date(startsAt.getTime() + HOUR), price, capacity: 50, ...extra })
    .returning({ id: camShows.id });
  if (!row) throw new Error('show not created');
  return { id: row.id, actorId, start: startsAt.toISOString(), price };
}
