import type { DailyBonusOffer } from '@/lib/contracts/daily-bonus';
import { berlinDayOf, berlinDaySpan } from '@/lib/server/tv/berlin-days';

/** §7 the daily bonus query's event config: whether (and until when) a client may keep its answer. */
export type DailyBonusEventConfig = {
  /** True: the answer stays right until `cacheUntil`, the next Berlin midnight (§9 the day's end). */
  cache: boolean;
  cacheUntil: string | null;
  /** The §2 test day the answer was computed for, when one was honoured. */
  testDay: string | null;
};

/**
 * Pure, so the rule is tested on its own. The three offers only change at Berlin midnight, so the
 * answer may be kept until then — except (a) on a test day, whose answer QA moves between days and
 * must never be kept for the real one, and (b) when today's offer is limited and not sold out: its
 * quantity drops with every claim, so a kept answer would show a stock that is gone (a sold-out
 * offer stays sold out). The guest's own `purchased` flag changes only by her own claim, after
 * which the client reloads the daily bonus anyway (§4 daily bonus reload).
 */
export function dailyBonusEventConfig(input: { current: DailyBonusOffer | null; testDay: string | null; now: Date }): DailyBonusEventConfig {
  const stockMoves = input.current !== null && input.current.quantity !== null && input.current.quantity > 0;
  const cache = input.testDay === null && !stockMoves;
  return { cache, cacheUntil: cache ? berlinDaySpan(berlinDayOf(input.now)).end.toISOString() : null, testDay: input.testDay };
}
