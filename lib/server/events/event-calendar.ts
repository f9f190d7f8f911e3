import type { EventConfig, EventReward, EventType } from '@/lib/contracts/events';
import type { CalendarDay } from '@/lib/server/tv/berlin-days';
import { berlinWindow, easterSunday, shiftDay } from './berlin-window';

export type PlannedEvent = { key: string; type: EventType; startsAt: Date; endsAt: Date; config: EventConfig; rewards: EventReward[] };

const day = (year: number, month: number, dayOfMonth: number): CalendarDay => ({ year, month, day: dayOfMonth });
const reward = (key: string, type: EventReward['type'], amount: number, threshold: number | null, extra: Partial<EventReward> = {}): EventReward => ({
  key,
  type,
  amount,
  threshold,
  isUpTo: false,
  hidden: false,
  ...extra,
});
const game = (category: 'slot' | 'shooting' | 'wheel' | 'catch', dailyAttempts = 3) => ({ dailyAttempts, gameCategory: category });
const gameRewards = [reward('coins', 'coins', 20, null), reward('spins', 'spins', 1, null), reward('voucher', 'videoVoucher', 1, null), reward('vip', 'vipDays', 1, null)];

/**
 * The yearly calendar of §2/§3 events: every type runs on some days of `year` (and the activity
 * event and the slot machine again in January of the next year), so each is live on some day QA
 * can pick with a test day. Pure and deterministic for a year.
 */
export function eventCalendar(year: number): PlannedEvent[] {
  const easter = easterSunday(year);
  const plan: [string, EventType, CalendarDay, CalendarDay, EventConfig, EventReward[]][] = [
    // A landing week: it shows the category, it gives nothing (no reward the page could not keep).
    [`cumon-${year}`, 'cumOn', day(year, 2, 9), day(year, 2, 15), { landingCategory: 'couples' }, []],
    [
      `easter-${year}`,
      'easter',
      shiftDay(easter, -7),
      shiftDay(easter, 1),
      { eggCount: 10, pages: ['/', '/videos', '/new-girls', '/cams', '/daily-deals', '/vipclub', '/free-chat', '/new-videos', '/on-sale', '/stars'] },
      [
        reward('eggs-3', 'spins', 1, 3),
        reward('eggs-6', 'videoVoucher', 1, 6),
        reward('eggs-10', 'coins', 100, 10, { isUpTo: true }),
        reward('eggs-10-secret', 'vipDays', 1, 10, { hidden: true }),
      ],
    ],
    [
      `activity-${year}`,
      'activity',
      day(year, 5, 4),
      day(year, 5, 31),
      {
        activities: [
          { key: 'login', points: 10, limitPerDay: 1 },
          { key: 'watchVideo', points: 5, limitPerDay: 5 },
          { key: 'sendMessage', points: 3, limitPerDay: 10 },
        ],
        challenges: [{ key: 'weekStreak', points: 50, target: 7 }],
      },
      [reward('points-15', 'coins', 10, 15), reward('points-50', 'spins', 1, 50), reward('points-150', 'videoVoucher', 1, 150), reward('points-300', 'vipDays', 1, 300)],
    ],
    [`kickit-${year}`, 'kickIt', day(year, 6, 11), day(year, 7, 19), game('catch'), gameRewards],
    [`goldrush-${year}`, 'goldRush', day(year, 7, 1), day(year, 7, 14), { nuggetsPerDay: 5, pointsPerNugget: 10 }, [reward('gold-100', 'coins', 50, 100), reward('gold-300', 'videoVoucher', 2, 300)]],
    [`wetnwild-${year}`, 'wetAndWild', day(year, 8, 1), day(year, 8, 21), game('wheel'), gameRewards],
    [`vrporn-${year}`, 'vrPorn', day(year, 9, 1), day(year, 9, 14), { newsletterType: 2048 }, [reward('subscribe', 'videoVoucher', 1, null)]],
    [`wiesn-shooting-${year}`, 'wiesnShooting', day(year, 9, 19), day(year, 10, 4), game('shooting'), gameRewards],
    [`wiesn-bude-${year}`, 'wiesnBude', day(year, 9, 19), day(year, 10, 4), game('slot', 1), gameRewards],
    [`halloween-${year}`, 'halloween', day(year, 10, 24), day(year, 11, 1), game('wheel'), gameRewards],
    [`slotmachine-${year}`, 'slotMachine', day(year, 11, 20), day(year, 12, 3), { ...game('slot'), pointsPerAttempt: [10, 10, 10, 20, 20, 30, 30, 40, 50, 50, 60, 80, 90, 100] }, gameRewards],
    [
      `advent-${year}`,
      'adventCalendar',
      day(year, 12, 1),
      day(year, 12, 24),
      { doors: 24 },
      Array.from({ length: 24 }, (_, i) => reward(`door-${i + 1}`, (['coins', 'spins', 'videoVoucher', 'messengerGift'] as const)[i % 4]!, i === 23 ? 3 : 1, i + 1)),
    ],
    [`activity-${year + 1}-01`, 'activity', day(year + 1, 1, 5), day(year + 1, 1, 25), { activities: [{ key: 'login', points: 10, limitPerDay: 1 }], challenges: [] }, [reward('points-100', 'spins', 2, 100)]],
    [`slotmachine-${year + 1}-01`, 'slotMachine', day(year + 1, 1, 2), day(year + 1, 1, 11), { ...game('slot'), pointsPerAttempt: [10, 20, 30, 40, 50, 60, 70, 80, 90, 100] }, gameRewards],
  ];
  return plan.map(([key, type, first, last, config, rewards]) => ({ key, type, ...berlinWindow(first, last), config, rewards }));
}
