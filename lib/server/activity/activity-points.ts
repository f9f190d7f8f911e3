import type { ActivityProgress, ChallengeProgress } from '@/lib/contracts/activity';
import { formatCalendarDay, parseCalendarDay } from '@/lib/server/time/test-day';
import { addDays, berlinDayOf } from '@/lib/server/tv/berlin-days';

export type ActivityRule = { key: string; points: number; limitPerDay: number };
export type ChallengeRule = { key: string; points: number; target: number };
/** Something the guest did, at an instant. */
export type ActivityEntry = { key: string; at: Date };
/** Berlin day (YYYY-MM-DD) → activity key → how often. */
export type DayCounts = Map<string, Map<string, number>>;

/** Groups what the guest did by Europe/Berlin day (§9: the day turns at Berlin midnight, DST included). */
export function countByBerlinDay(entries: readonly ActivityEntry[]): DayCounts {
  const counts: DayCounts = new Map();
  for (const entry of entries) {
    const day = formatCalendarDay(berlinDayOf(entry.at));
    const ofDay = counts.get(day) ?? new Map<string, number>();
    ofDay.set(entry.key, (ofDay.get(entry.key) ?? 0) + 1);
    counts.set(day, ofDay);
  }
  return counts;
}

/** The longest run of consecutive Berlin days among `days`. */
function longestRun(days: readonly string[]): number {
  const set = new Set(days);
  let best = 0;
  for (const day of set) {
    const parsed = parseCalendarDay(day);
    if (!parsed || set.has(formatCalendarDay(addDays(parsed, -1)))) continue;
    let run = 1;
    while (set.has(formatCalendarDay(addDays(parsed, run)))) run += 1;
    best = Math.max(best, run);
  }
  return best;
}

export type Score = { points: number; activities: ActivityProgress[]; challenges: ChallengeProgress[] };

/**
 * §3 activity points: each activity counts at most limitPerDay times per Berlin day; a challenge
 * (target days in a row with at least one counted activity) adds its points once when reached.
 * Pure: the same counts always give the same score.
 */
export function scoreActivities(rules: readonly ActivityRule[], challenges: readonly ChallengeRule[], counts: DayCounts, today: string): Score {
  let points = 0;
  const activeDays: string[] = [];
  for (const [day, ofDay] of counts) {
    let counted = 0;
    for (const rule of rules) counted += Math.min(ofDay.get(rule.key) ?? 0, rule.limitPerDay) * rule.points;
    if (counted > 0) activeDays.push(day);
    points += counted;
  }
  const run = longestRun(activeDays);
  const challengeProgress = challenges.map((c) => ({ key: c.key, points: c.points, target: c.target, progress: Math.min(run, c.target), completed: run >= c.target }));
  for (const challenge of challengeProgress) if (challenge.completed) points += challenge.points;
  const ofToday = counts.get(today);
  const activities = rules.map((rule) => ({ key: rule.key, points: rule.points, limitPerDay: rule.limitPerDay, doneToday: Math.min(ofToday?.get(rule.key) ?? 0, rule.limitPerDay) }));
  return { points, activities, challenges: challengeProgress };
}
