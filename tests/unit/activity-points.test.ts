import { describe, expect, it } from 'vitest';
import { type ActivityEntry, countByBerlinDay, scoreActivities } from '@/lib/server/activity/activity-points';
import { giftOfDay } from '@/lib/server/activity/gift-calendar';
import type { EventReward } from '@/lib/contracts/events';

const rules = [
  { key: 'login', points: 10, limitPerDay: 1 },
  { key: 'watchVideo', points: 5, limitPerDay: 2 },
];
const at = (iso: string, key = 'login'): ActivityEntry => ({ key, at: new Date(iso) });
const score = (entries: ActivityEntry[], today = '2026-05-10', challenges = [] as { key: string; points: number; target: number }[]) =>
  scoreActivities(rules, challenges, countByBerlinDay(entries), today);

describe('§3 activity points: limitPerDay per Europe/Berlin day', () => {
  it('counts an activity at most limitPerDay times a day', () => {
    const videos = ['08:00', '09:00', '10:00', '11:00'].map((time) => at(`2026-05-10T${time}:00Z`, 'watchVideo'));
    const result = score(videos);
    expect(result.points).toBe(10);
    expect(result.activities.find((a) => a.key === 'watchVideo')?.doneToday).toBe(2);
  });

  it('two logins either side of Berlin midnight (summer time: 22:00 UTC) count on two days', () => {
    expect(score([at('2026-05-10T21:59:59Z'), at('2026-05-10T22:00:00Z')]).points).toBe(20);
    // 21:00 and 21:59 UTC are both still 10 May in Berlin: one counted login.
    expect(score([at('2026-05-10T21:00:00Z'), at('2026-05-10T21:59:00Z')]).points).toBe(10);
  });

  it('a UTC day is not a Berlin day: 22:30 UTC counts on the next Berlin day', () => {
    const result = score([at('2026-05-10T22:30:00Z')], '2026-05-11');
    expect(result.activities[0]?.doneToday).toBe(1);
    expect(score([at('2026-05-10T22:30:00Z')], '2026-05-10').activities[0]?.doneToday).toBe(0);
  });

  it('follows the spring DST change (29 March 2026: midnight at 23:00 UTC before, 22:00 UTC after)', () => {
    expect(score([at('2026-03-28T22:59:00Z'), at('2026-03-28T23:00:00Z')]).points).toBe(20);
    // 29 March is 23 hours long: 23:00 UTC on the 28th to 22:00 UTC on the 29th.
    expect(score([at('2026-03-28T23:00:00Z'), at('2026-03-29T21:59:00Z')]).points).toBe(10);
    expect(score([at('2026-03-29T21:59:00Z'), at('2026-03-29T22:00:00Z')]).points).toBe(20);
  });

  it('follows the autumn DST change (25 October 2026 lasts 25 hours)', () => {
    // 25 October runs from 22:00 UTC on the 24th to 23:00 UTC on the 25th.
    expect(score([at('2026-10-24T22:00:00Z'), at('2026-10-25T22:59:00Z')]).points).toBe(10);
    expect(score([at('2026-10-24T21:59:00Z'), at('2026-10-24T22:00:00Z')]).points).toBe(20);
    expect(score([at('2026-10-25T22:59:00Z'), at('2026-10-25T23:00:00Z')]).points).toBe(20);
  });

  it('a challenge of target days in a row adds its points once, a gap restarts the run', () => {
    const week = { key: 'streak', points: 50, target: 3 };
    const days = (list: string[]) => list.map((day) => at(`${day}T10:00:00Z`));
    const broken = score(days(['2026-05-01', '2026-05-02', '2026-05-04', '2026-05-05']), '2026-05-05', [week]);
    expect(broken.challenges[0]).toMatchObject({ progress: 2, completed: false });
    expect(broken.points).toBe(40);
    const done = score(days(['2026-05-01', '2026-05-02', '2026-05-03', '2026-05-04']), '2026-05-04', [week]);
    expect(done.challenges[0]).toMatchObject({ progress: 3, completed: true });
    expect(done.points).toBe(40 + 50);
  });

  it('activities the event does not list earn nothing', () => {
    expect(score([at('2026-05-10T10:00:00Z', 'sendMessage')]).points).toBe(0);
  });
});

describe('§2 gift calendar: the gift of the day', () => {
  const gift = (type: EventReward['type']): EventReward => ({ key: type, type, amount: 1, threshold: null, isUpTo: false, hidden: false });
  const gifts = [gift('coins'), gift('spins'), gift('videoVoucher')];
  it('takes the gifts in turn from the first day, none before it', () => {
    expect(giftOfDay(gifts, '2026-12-01', '2026-12-01')?.type).toBe('coins');
    expect(giftOfDay(gifts, '2026-12-01', '2026-12-03')?.type).toBe('videoVoucher');
    expect(giftOfDay(gifts, '2026-12-01', '2026-12-04')?.type).toBe('coins');
    expect(giftOfDay(gifts, '2026-03-28', '2026-03-30')?.type).toBe('videoVoucher');
    expect(giftOfDay(gifts, '2026-12-01', '2026-11-30')).toBeNull();
    expect(giftOfDay([], '2026-12-01', '2026-12-01')).toBeNull();
  });
});
