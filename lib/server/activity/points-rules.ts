import 'server-only';
import type { PointsEventType } from '@/lib/contracts/activity';
import { eventConfigSchemas, type ScheduledEventWire } from '@/lib/contracts/events';
import type { ActivityEntry, ActivityRule, ChallengeRule } from './activity-points';

export type PointsRules = { activities: ActivityRule[]; challenges: ChallengeRule[]; entryKey: (entry: ActivityEntry) => string };

/**
 * The rules of a points event from its stored config: the activity event lists its activities and
 * challenges (§3); gold rush has one — each thing the guest does digs a nugget, up to nuggetsPerDay
 * a Berlin day, worth pointsPerNugget.
 */
export function pointsRules(type: PointsEventType, event: ScheduledEventWire): PointsRules {
  if (type === 'goldRush') {
    const config = eventConfigSchemas.goldRush.parse(event.config);
    return { activities: [{ key: 'nugget', points: config.pointsPerNugget, limitPerDay: config.nuggetsPerDay }], challenges: [], entryKey: () => 'nugget' };
  }
  const config = eventConfigSchemas.activity.parse(event.config);
  return { activities: config.activities, challenges: config.challenges, entryKey: (entry) => entry.key };
}
