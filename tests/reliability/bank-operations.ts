import { tickChats } from '@/lib/server/chat/tick-chats';
import type { AppRuntime } from '@/lib/server/runtime';
import { at } from '@/tests/integration/chat-calls';
import { messengerPost } from '@/tests/integration/messenger-calls';
import { card, post } from '@/tests/integration/wallet-calls';
import type { Rng } from './fuzz-random';
import type { BankGuest, BankWorld } from './bank-setup';

/**
 * The bank test's operations, each through the path a client takes: purchases (REST
 * album/{id}/buy), top-ups with the sandbox provider (REST wallet/pay/topup), paid messages
 * (REST messenger/send) and chat debits (the billing tick, tickChats, with an advancing clock).
 * A share of the requests is sent twice with the same idempotency key or clientMessageId,
 * in the same concurrent mix, so the repeat races its original.
 */
export type BankOperation =
  | { kind: 'purchase'; guest: BankGuest; itemId: number; key: string }
  | { kind: 'topUp'; guest: BankGuest; euros: string; key: string }
  | { kind: 'message'; guest: BankGuest; key: string }
  | { kind: 'tick'; second: number; key: string };

/** What came back: the status and error code, or the answer's fields the checks look at. */
export type BankOutcome = { op: BankOperation; status: number; code: string | null; data: Record<string, unknown> | null };

const WEIGHTS: [BankOperation['kind'], number][] = [
  ['purchase', 0.35],
  ['topUp', 0.2],
  ['message', 0.3],
  ['tick', 0.15],
];
const TOP_UP_EUROS = ['5', '10', '20'];

export function planOperations(world: BankWorld, total: number, repeatShare: number, rng: Rng): BankOperation[] {
  const originals: BankOperation[] = [];
  const repeats = Math.round(total * repeatShare);
  let ticks = 0;
  while (originals.length < total - repeats) {
    const n = originals.length;
    const guest = rng.pick(world.guests);
    let roll = rng.next();
    const kind = WEIGHTS.find(([, weight]) => (roll -= weight) < 0)?.[0] ?? 'tick';
    if (kind === 'purchase') {
      const itemId = rng.pick(world.itemIds);
      originals.push({ kind, guest, itemId, key: `${guest.guestId}:${itemId}` });
    } else if (kind === 'topUp') originals.push({ kind, guest, euros: rng.pick(TOP_UP_EUROS), key: `bank-top-up-${n}` });
    else if (kind === 'message') originals.push({ kind, guest, key: `bank-message-${n}` });
    else originals.push({ kind, second: (ticks += 1), key: `tick-${ticks}` });
  }
  const repeatable = originals.filter((op) => op.kind !== 'tick');
  const all = [...originals, ...Array.from({ length: repeats }, () => rng.pick(repeatable))];
  // Fisher–Yates: originals and their repeats land anywhere in the concurrent mix.
  for (let i = all.length - 1; i > 0; i -= 1) {
    const j = rng.int(i + 1);
    [all[i], all[j]] = [all[j] as BankOperation, all[i] as BankOperation];
  }
  return all;
}

async function outcomeOf(op: BankOperation, response: Response): Promise<BankOutcome> {
  const body = (await response.json()) as Record<string, unknown> & { data?: Record<string, unknown>; error?: { code?: string } };
  // Most calls wrap their answer in `data`; album/{id}/buy answers its fields at the top (§7).
  return { op, status: response.status, code: body.error?.code ?? null, data: response.status === 200 ? (body.data ?? body) : null };
}

export async function runOperation(rt: AppRuntime, world: BankWorld, op: BankOperation): Promise<BankOutcome> {
  if (op.kind === 'tick') {
    const summary = await tickChats(rt.db, rt.pubsub, at(world.t0, op.second));
    return { op, status: 200, code: summary.failed > 0 ? 'TICK_RETRIED' : null, data: { ...summary } };
  }
  const { token, channelId } = op.guest;
  if (op.kind === 'purchase') return outcomeOf(op, await post(`${op.itemId}/buy`, token, {}, 'album'));
  if (op.kind === 'topUp') {
    return outcomeOf(op, await post('pay/topup', token, { amount: op.euros, card: card(), flow: 'moneycharge', saveCard: false, idempotencyKey: op.key }));
  }
  return outcomeOf(op, await messengerPost('send', token, { channelId, text: `bank ${op.key}`, gifts: [], clientMessageId: op.key }));
}

/** Runs every operation with `concurrency` at a time; answers the outcomes in completion order. */
export async function runConcurrently(rt: AppRuntime, world: BankWorld, ops: BankOperation[], concurrency: number): Promise<BankOutcome[]> {
  const outcomes: BankOutcome[] = [];
  let next = 0;
  const worker = async () => {
    while (next < ops.length) outcomes.push(await runOperation(rt, world, ops[next++] as BankOperation));
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return outcomes;
}
