import 'server-only';
import * as z from 'zod';
import { eventBoxesText } from '@/lib/event-boxes/event-boxes-text';
import type { StreakResponse, StreakStatusWire } from '@/lib/contracts/event-boxes';
import { publishClaim } from '@/lib/server/daily-bonus/publish-claim';
import { requestNow, testDayInput } from '@/lib/server/events/request-now';
import { claimStreakBonus, STREAK_BONUS_SPINS } from '@/lib/server/streak/claim-streak-bonus';
import { recordVisit, type StreakStatus, streakStatus } from '@/lib/server/streak/login-streak';
import { type RestArea, restCall } from '../call';

const wire = (status: StreakStatus): StreakResponse => {
  const { today, days, done, todayDone, roundStart, claimable, claimed } = status;
  const data: StreakStatusWire = { today, days, done, todayDone, roundStart, claimable, claimed, spins: STREAK_BONUS_SPINS };
  return { success: true, data };
};

/** §2 the event boxes' own calls: the five-days-bonus streak, and the strings of the boxes that open by themselves. */
export const eventBoxesArea: RestArea = {
  // GET /rest/v1/eventBoxes/streak – the guest's streak on today's Berlin day (optional qmday), read only
  streak: restCall({
    method: 'GET',
    auth: 'guest',
    input: z.object(testDayInput),
    handler: async (input, { db, guest }) => wire(await streakStatus(db, guest.guestId, requestNow(input))),
  }),

  // POST /rest/v1/eventBoxes/streak/visit – the guest came today (once per Berlin day counts); answers the streak
  'streak/visit': restCall({
    method: 'POST',
    auth: 'guest',
    input: z.object(testDayInput),
    handler: async (input, { db, guest }) => {
      const now = requestNow(input);
      await recordVisit(db, guest.guestId, now);
      return wire(await streakStatus(db, guest.guestId, now));
    },
  }),

  // POST /rest/v1/eventBoxes/streak/claim – the bonus of five days in a row, once per round (409 ALREADY_CLAIMED, 403 CONDITION_NOT_MET)
  'streak/claim': restCall({
    method: 'POST',
    auth: 'guest',
    input: z.object(testDayInput),
    handler: async (input, { db, guest }) => {
      const now = requestNow(input);
      const { status, changes } = await claimStreakBonus(db, guest.guestId, now);
      await publishClaim(db, guest.guestId, changes, now);
      return wire(status);
    },
  }),

  // GET /rest/v1/eventBoxes/text – the boxes' strings in the call's language (asked only when a box opens by itself)
  text: restCall({
    method: 'GET',
    auth: 'none',
    input: z.object({}),
    handler: async (_input, { language }) => ({ success: true, data: eventBoxesText(language) }),
  }),
};
