import { createHash, createHmac } from 'node:crypto';
import type { GameOutcome, GameReward } from '@/lib/contracts/games';

/**
 * §3 "outcomes decided on the server from an auditable random source". The seed of an attempt is
 * HMAC-SHA256(server secret, "attempt:<id>"): unpredictable without the secret, fixed once the
 * attempt row exists, and re-derivable by support from the stored secret. The attempt keeps
 * SHA-256(seed) so a re-derived seed can be checked against the row. Pure apart from hashing.
 */
export function attemptSeed(secret: string, attemptId: number): Buffer {
  return createHmac('sha256', secret).update(`attempt:${attemptId}`).digest();
}

export function seedHash(seed: Buffer): string {
  return createHash('sha256').update(seed).digest('hex');
}

/**
 * A uniform pick in [0, n) from 6 bytes of the seed at `offset` (48 bits: the modulo bias is
 * below n / 2^48, far under anything a guest could notice or exploit).
 */
export function pick(seed: Buffer, offset: number, n: number): number {
  if (!Number.isInteger(n) || n < 1) throw new RangeError('pick needs a positive count');
  return seed.readUIntBE(offset, 6) % n;
}

/** The spin wheel: equal segments, the one under the pointer. */
export function wheelOutcome(seed: Buffer, segments: number): Extract<GameOutcome, { kind: 'wheel' }> {
  return { kind: 'wheel', segment: pick(seed, 0, segments) };
}

/** Percent of slot machine attempts that line up three of a kind (and win that reward). */
export const SLOT_WIN_PERCENT = 25;

/**
 * The slot machine: reels show symbols 0..rewards (one per reward, the last is a blank). A win (one
 * attempt in four) lines up three of a reward's symbol; otherwise the reels never line up three of
 * a reward's symbol, so what the guest sees is always what was credited.
 */
export function slotOutcome(seed: Buffer, rewards: number): Extract<GameOutcome, { kind: 'slot' }> {
  const symbols = rewards + 1;
  if (rewards > 0 && pick(seed, 0, 100) < SLOT_WIN_PERCENT) {
    const symbol = pick(seed, 6, rewards);
    return { kind: 'slot', reels: [symbol, symbol, symbol], win: true };
  }
  const first = pick(seed, 12, symbols);
  const second = pick(seed, 18, symbols);
  const drawn = pick(seed, 24, symbols);
  // Three of a reward's symbol would promise a win: the third reel shows the blank instead.
  const third = first === second && drawn === first && first < rewards ? rewards : drawn;
  return { kind: 'slot', reels: [first, second, third], win: false };
}

/** The reward a finished outcome credits, or null (a slot attempt without three of a kind). */
export function rewardOf(outcome: GameOutcome, rewards: readonly GameReward[]): GameReward | null {
  if (outcome.kind === 'wheel') return rewards[outcome.segment] ?? null;
  return outcome.win ? (rewards[outcome.reels[0]] ?? null) : null;
}
