/**
 * §2 the Black Friday 2020 promotion: its code and its window in Berlin days (Black Friday to
 * Cyber Monday, both included). A test day (qmday, §2 routing) may stand for today.
 */
export const BLACK_FRIDAY_2020 = { code: 'BLACKFRIDAY2020', firstDay: '2020-11-27', lastDay: '2020-11-30' } as const;

/** Whether the offer runs on a Berlin day (YYYY-MM-DD; ISO days compare as strings). */
export function blackFridayRuns(day: string): boolean {
  return day >= BLACK_FRIDAY_2020.firstDay && day <= BLACK_FRIDAY_2020.lastDay;
}
