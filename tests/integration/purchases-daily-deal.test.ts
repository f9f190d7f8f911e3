import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dealPriceSql } from '@/lib/server/daily-bonus/deal-price';
import { videos } from '@/lib/server/db/schema/catalog';
import type { AppRuntime } from '@/lib/server/runtime';
import { startTestRuntime, stopTestRuntime } from '@/tests/helpers/test-runtime';
import { freshGuest } from './fresh-guest';
import { bought, dailyDealVideo, fund, makeTodaysAlbumDeal, makeTodaysVideoDeal, purchaseRows, seedVideos } from './purchase-calls';
import { expectLedgerConsistent } from './wallet-calls';

let rt: AppRuntime;
beforeAll(async () => {
  rt = await startTestRuntime();
});
afterAll(async () => {
  await expectLedgerConsistent(rt);
  await stopTestRuntime(rt);
});

describe('§3 buying at the daily deal: the price of today\'s daily bonus offer when it sells the item', () => {
  it('§3 dailyBonusPrice is charged when it is lower than the price', async () => {
    await makeTodaysVideoDeal(rt);
    const [video] = await seedVideos(rt, dailyDealVideo);
    const [deal] = await rt.db.select({ daily: dealPriceSql('video') }).from(videos).where(eq(videos.id, video?.id ?? 0));
    if (!video || !deal?.daily) throw new Error('no daily deal');
    const { guestId, token } = await freshGuest(rt);
    await fund(rt, guestId, 5000);
    expect(await bought(token, video.id)).toMatchObject({ paid: deal.daily, guestBalance: 5000 - deal.daily });
    expect((await purchaseRows(rt, guestId))[0]?.price).toBe(deal.daily);
  });

  it('§3 "the video and album daily-bonus price comes from today\'s offer": an album sold by today\'s offer costs the offer\'s price', async () => {
    const { albumId, price, deal } = await makeTodaysAlbumDeal(rt);
    expect(deal).toBeLessThan(price);
    const { guestId, token } = await freshGuest(rt);
    await fund(rt, guestId, 5000);
    expect(await bought(token, albumId)).toMatchObject({ paid: deal, guestBalance: 5000 - deal });
    expect((await purchaseRows(rt, guestId))[0]?.price).toBe(deal);
  });

});
