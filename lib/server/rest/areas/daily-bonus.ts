import 'server-only';
import { and, eq } from 'drizzle-orm';
import * as z from 'zod';
import type { ClaimOfferResponse, ConsumedOffersResponse, DailyBonusResponse, ModelsOfMonthResponse } from '@/lib/contracts/daily-bonus';
import { claimOffer } from '@/lib/server/daily-bonus/claim-offer';
import { consumedOffers } from '@/lib/server/daily-bonus/consumed-offers';
import { itemContentOf, listDailyBonus } from '@/lib/server/daily-bonus/list-daily-bonus';
import { modelsOfMonth } from '@/lib/server/daily-bonus/models-of-month';
import { toOfferWire } from '@/lib/server/daily-bonus/offer-wire';
import { publishClaim } from '@/lib/server/daily-bonus/publish-claim';
import { WALLPAPER_SIZES } from '@/lib/server/daily-bonus/wallpaper-links';
import { wallpaperSvg } from '@/lib/server/daily-bonus/wallpaper-svg';
import { dailyBonusClaims, dailyBonusOffers } from '@/lib/server/db/schema/events';
import { AppError } from '@/lib/server/errors';
import { requestNow, testDayInput } from '@/lib/server/events/request-now';
import { type RestArea, restCall } from '../call';
import { restIdSchema } from './rest-ids';

const variantSchema = z.enum(Object.keys(WALLPAPER_SIZES) as [keyof typeof WALLPAPER_SIZES, ...(keyof typeof WALLPAPER_SIZES)[]]);

/** §3/§4 the daily bonus (/daily-deals/): the offers, claiming or buying, consumed offers, wallpapers. */
export const dailyBonusArea: RestArea = {
  // GET /rest/v1/dailyBonus/get – yesterday's, today's and tomorrow's offers (optional qmday/qmdate)
  get: restCall({
    method: 'GET',
    auth: 'optional',
    input: z.object(testDayInput),
    handler: async (input, { db, guest }): Promise<DailyBonusResponse> => ({ success: true, data: await listDailyBonus(db, requestNow(input), guest?.guestId ?? null) }),
  }),

  // POST /rest/v1/dailyBonus/claim {offerId, qmday?} – claim (free) or buy (priced) today's offer, once per guest
  claim: restCall({
    method: 'POST',
    auth: 'guest',
    input: z.object({ offerId: restIdSchema, ...testDayInput }),
    handler: async (input, { db, guest }): Promise<ClaimOfferResponse> => {
      const now = requestNow(input);
      const outcome = await claimOffer(db, guest.guestId, input.offerId, now);
      await publishClaim(db, guest.guestId, outcome.changes, now);
      const content = await itemContentOf(db, [outcome.offer]);
      return {
        success: true,
        data: {
          offer: toOfferWire(outcome.offer, true, content.get(outcome.offer.id) ?? { video: null, album: null }),
          paid: outcome.paid > 0 ? { value: outcome.paid, currency: 'EUR' } : null,
          code: outcome.code,
          guestBalance: outcome.balance,
        },
      };
    },
  }),

  // GET /rest/v1/dailyBonus/consumed – §9 the guest's last 31 consumed offers, newest first
  consumed: restCall({
    method: 'GET',
    auth: 'guest',
    input: z.object({}),
    handler: async (_input, { db, guest }): Promise<ConsumedOffersResponse> => ({ success: true, data: { offers: await consumedOffers(db, guest.guestId) } }),
  }),

  // GET /rest/v1/dailyBonus/modelsOfMonth – §9 the performers of this month's offers (optional qmday)
  modelsOfMonth: restCall({
    method: 'GET',
    auth: 'none',
    input: z.object(testDayInput),
    handler: async (input, { db }): Promise<ModelsOfMonthResponse> => ({ success: true, data: { models: await modelsOfMonth(db, requestNow(input)) } }),
  }),

  // GET /rest/v1/dailyBonus/wallpaper/{offerId}/{variant} – §3 wallpaper: the preview for everyone, hd/fourK/mobile for guests who took the offer
  'wallpaper/{offerId}/{variant}': restCall({
    method: 'GET',
    auth: 'optional',
    input: z.object({ offerId: restIdSchema, variant: variantSchema }),
    handler: async ({ offerId, variant }, { db, guest }) => {
      const [offer] = await db.select({ seed: dailyBonusOffers.wallpaperSeed }).from(dailyBonusOffers).where(eq(dailyBonusOffers.id, offerId));
      if (!offer || offer.seed === null) throw new AppError('NOT_FOUND', 'This offer has no wallpaper.');
      if (variant !== 'preview') {
        if (!guest) throw new AppError('UNAUTHORIZED', 'Log in to download the wallpaper.');
        const [claim] = await db.select({ id: dailyBonusClaims.id }).from(dailyBonusClaims).where(and(eq(dailyBonusClaims.offerId, offerId), eq(dailyBonusClaims.guestId, guest.guestId)));
        if (!claim) throw new AppError('FORBIDDEN', 'Take the offer to download its wallpaper.');
      }
      const headers: Record<string, string> = { 'content-type': 'image/svg+xml; charset=utf-8', 'cache-control': variant === 'preview' ? 'public, max-age=86400' : 'private, max-age=3600' };
      if (variant !== 'preview') headers['content-disposition'] = `attachment; filename="wallpaper-${offerId}-${variant}.svg"`;
      return new Response(wallpaperSvg(offer.seed, variant), { headers });
    },
  }),
};
