import 'server-only';
import type { Tx } from '@/lib/server/db/client';
import { videoTags, videos } from '@/lib/server/db/schema/catalog';
import type { SeededActor } from './actors';
import { DAY_MS, insertAll, ranges } from './batch';
import { type Rng, SEEDS, createRng } from './prng';
import { TAG_IDS } from './taxonomy';
import { videoDescription, videoTitle } from './titles';

const listPrices = [199, 299, 399, 499, 599, 699, 799, 999, 1299, 1499, 1999] as const;

/** Every performer gets one video first; the rest lean towards the top of the list. */
export function ownerIndex(rng: Rng, index: number, performerCount: number): number {
  if (index < performerCount) return index;
  return Math.min(performerCount - 1, Math.floor(rng.next() ** 1.6 * performerCount));
}

/** A price ending in 99, 50–80% of the list price. */
function discounted(rng: Rng, basePrice: number): number {
  return Math.max(99, Math.round((basePrice * (0.5 + rng.next() * 0.3)) / 100) * 100 - 1);
}

function buildVideo(rng: Rng, index: number, owner: SeededActor, now: Date): typeof videos.$inferInsert {
  const daysSinceRegistration = (now.getTime() - owner.registeredAt.getTime()) / DAY_MS;
  // §9 trending means released within the last 8 days: every 25th video (and a few more) is.
  const recent = index % 25 === 0 || rng.chance(0.03);
  const ageDays = rng.next() * Math.min(recent ? 7.5 : 730, daysSinceRegistration);
  // §9: free videos belong to the female acting group only.
  const isFree = owner.type === 'F' && rng.chance(0.06);
  const listPrice = rng.pick(listPrices);
  const onSale = !isFree && listPrice > 199 && rng.chance(0.2);
  const price = isFree ? 0 : onSale ? discounted(rng, listPrice) : listPrice;
  const likes = Math.floor(rng.next() ** 2 * 500);
  return {
    actorId: owner.id,
    title: videoTitle(rng),
    description: videoDescription(rng),
    durationSeconds: rng.int(60, 1800),
    ageRating: rng.chance(0.8) ? 18 : 16,
    actingGroup: owner.type,
    isVip: !isFree && rng.chance(0.1),
    isVip30Offer: !isFree && rng.chance(0.05),
    isFree,
    isCamRecording: rng.chance(0.15),
    isClassic: ageDays > 540 && rng.chance(0.4),
    allowedInPlaylists: rng.chance(0.95),
    currency: 'EUR',
    price,
    basePrice: isFree ? 0 : listPrice,
    // The §3 daily deal price is today's daily bonus offer now (lib/server/daily-bonus); the draw that
    // once picked a fixed one stays, so every later value of the seed is what it was.
    ...(!isFree && rng.chance(0.05) ? {} : {}),
    releasedAt: new Date(now.getTime() - ageDays * DAY_MS),
    ratingLikes: likes,
    ratingDislikes: Math.floor(likes * rng.next() * 0.15),
    soldCount: Math.floor(rng.next() ** 3 * 3000),
    trendingScore: ageDays <= 8 ? rng.int(200, 1000) : Math.floor(rng.next() * 150),
    imageSeed: rng.seed(),
  };
}

/** Inserts `count` videos with 1–4 tags each, 1,000 per statement; returns how many. */
export async function insertVideos(tx: Tx, performers: readonly SeededActor[], count: number, now: Date): Promise<number> {
  const rng = createRng(SEEDS.videos);
  for (const [start, end] of ranges(count)) {
    const rows: (typeof videos.$inferInsert)[] = [];
    const tagSets: number[][] = [];
    for (let i = start; i < end; i++) {
      const owner = performers[ownerIndex(rng, i, performers.length)];
      if (!owner) throw new Error('videos need at least one performer');
      rows.push(buildVideo(rng, i, owner, now));
      tagSets.push(rng.sample(TAG_IDS, rng.int(1, 4)));
    }
    const ids = await tx.insert(videos).values(rows).returning({ id: videos.id });
    const links = ids.flatMap(({ id }, k) => (tagSets[k] ?? []).map((tagId) => ({ videoId: id, tagId })));
    await insertAll(tx, videoTags, links, 5000);
  }
  return count;
}
