import 'server-only';
import * as z from 'zod';
import type {
  AdventStateResponse,
  CollectEggResponse,
  EasterStateResponse,
  HiddenEggsResponse,
  OpenDoorResponse,
  RedeemRewardResponse,
  RewardResponse,
} from '@/lib/contracts/seasonal';
import { publishClaim } from '@/lib/server/daily-bonus/publish-claim';
import { requestNow, testDayInput } from '@/lib/server/events/request-now';
import { runtime } from '@/lib/server/runtime';
import { adventState } from '@/lib/server/seasonal/advent-state';
import { collectEgg } from '@/lib/server/seasonal/collect-egg';
import { easterState } from '@/lib/server/seasonal/easter-state';
import { eggText } from '@/lib/server/seasonal/egg-text';
import { hiddenEggs } from '@/lib/server/seasonal/hidden-eggs';
import { openDoor } from '@/lib/server/seasonal/open-door';
import { redeemReward } from '@/lib/server/seasonal/redeem-reward';
import { resolveEvent, rewardGuestData } from '@/lib/server/seasonal/reward-data';
import { toRewardEntry } from '@/lib/server/seasonal/reward-history';
import { type RestArea, restCall } from '../call';

const eventIdSchema = z.string().trim().min(1).max(40);

/** §3/§7 special events per guest: the Easter egg hunt, the advent calendar and the reward history. */
export const seasonalEventCalls: RestArea = {
  // GET /rest/v1/specialEvents/easter/get – the hunt: collectedEggs, rewards, reward history (optional qmdate)
  'easter/get': restCall({
    method: 'GET',
    auth: 'optional',
    input: z.object(testDayInput),
    handler: async (input, { db, guest }): Promise<EasterStateResponse> => ({ success: true, data: await easterState(db, guest?.guestId ?? null, requestNow(input)) }),
  }),

  // GET /rest/v1/specialEvents/easter/eggs – today's eggs not yet found, each with its verificationToken (optional qmdate)
  'easter/eggs': restCall({
    method: 'GET',
    auth: 'guest',
    input: z.object(testDayInput),
    handler: async (input, { db, guest, language }): Promise<HiddenEggsResponse> => ({
      success: true,
      data: { ...(await hiddenEggs(db, runtime().tokenKey, guest.guestId, requestNow(input))), text: eggText(language) },
    }),
  }),

  // POST /rest/v1/specialEvents/easter/collectEgg {verificationToken, qmdate}
  'easter/collectEgg': restCall({
    method: 'POST',
    auth: 'guest',
    input: z.object({ verificationToken: z.string().min(1).max(600), ...testDayInput }),
    handler: async (input, { db, guest }): Promise<CollectEggResponse> => ({
      success: true,
      data: await collectEgg(db, runtime().tokenKey, guest.guestId, input.verificationToken, requestNow(input)),
    }),
  }),

  // GET /rest/v1/specialEvents/getReward/{eventId} – the guest's latest reward, history and credits (id, type or name; optional qmdate)
  'getReward/{eventId}': restCall({
    method: 'GET',
    auth: 'guest',
    input: z.object({ eventId: eventIdSchema, ...testDayInput }),
    handler: async (input, { db, guest }): Promise<RewardResponse> => {
      const now = requestNow(input);
      const event = await resolveEvent(db, input.eventId, now);
      const guestData = await rewardGuestData(db, guest.guestId, event, now);
      return { success: true, data: { reward: guestData.rewardHistory[0] ?? null, guestData } };
    },
  }),

  // POST /rest/v1/specialEvents/redeemReward/{eventId} {optionCode} – §4 redeem a won reward once
  'redeemReward/{eventId}': restCall({
    method: 'POST',
    auth: 'guest',
    input: z.object({ eventId: eventIdSchema, optionCode: z.string().trim().min(1).max(40), ...testDayInput }),
    handler: async (input, { db, guest }): Promise<RedeemRewardResponse> => {
      const now = requestNow(input);
      const event = await resolveEvent(db, input.eventId, now);
      const outcome = await redeemReward(db, guest.guestId, event.id, input.optionCode, now);
      await publishClaim(db, guest.guestId, outcome.changes, now);
      return { success: true, data: { reward: toRewardEntry(outcome.reward), guestData: await rewardGuestData(db, guest.guestId, event, now) } };
    },
  }),

  // GET /rest/v1/specialEvents/adventcalendar – the doors as the guest sees them (optional qmday)
  adventcalendar: restCall({
    method: 'GET',
    auth: 'optional',
    input: z.object(testDayInput),
    handler: async (input, { db, guest }): Promise<AdventStateResponse> => ({ success: true, data: await adventState(db, guest?.guestId ?? null, requestNow(input)) }),
  }),

  // POST /rest/v1/specialEvents/adventcalendar/open {door, qmday} – open today's door, once
  'adventcalendar/open': restCall({
    method: 'POST',
    auth: 'guest',
    input: z.object({ door: z.coerce.number().int().min(1).max(24), ...testDayInput }),
    handler: async (input, { db, guest }): Promise<OpenDoorResponse> => {
      const now = requestNow(input);
      const outcome = await openDoor(db, guest.guestId, input.door, now);
      await publishClaim(db, guest.guestId, outcome.changes, now);
      return { success: true, data: { door: input.door, reward: toRewardEntry(outcome.reward) } };
    },
  }),
};
