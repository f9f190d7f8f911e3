import 'server-only';
import type { Tx } from '@/lib/server/db/client';
import { actorChatRatings, actorFeatures, actorPrices, actorProfiles, actors } from '@/lib/server/db/schema/actors';
import { actorCategories } from '@/lib/server/db/schema/catalog';
import { DEMO_PERFORMER_FEATURES, buildFeatures, buildPrices, buildProfile, buildRatings, liveAgeRatingFor } from './actor-profile';
import { DAY_MS, insertAll, ranges } from './batch';
import { DEMO_PERFORMER_STAGE_NAME, coupleJoiners, femaleNames, maleNames, nameSuffixes } from './names';
import { type Rng, SEEDS, createRng } from './prng';
import { categoryId } from './taxonomy';

export type ActorType = 'F' | 'M' | 'FM' | 'FF' | 'S';

/** What the video and album generators need to know about a seeded performer. */
export type SeededActor = { id: number; name: string; type: ActorType; registeredAt: Date; isOnline: boolean };

/** §3 actor codes: mostly single women, some couples, men and trans performers. */
const typeWeights: readonly [ActorType, number][] = [['F', 0.8], ['FM', 0.07], ['FF', 0.04], ['M', 0.05], ['S', 0.04]];
const genderOf = { F: 'F', FF: 'F', M: 'M', FM: 'N', S: 'N' } as const;
const maleSuffixes = ['Sky', 'Star', 'Storm', 'River', 'Fox', 'Frost', 'Blue', 'Gold', 'Wave', 'Light'] as const;
const bannedSets = [['DE'], ['AT', 'CH'], ['ES'], ['NL', 'BE']] as const;

function pickType(rng: Rng): ActorType {
  let roll = rng.next();
  for (const [type, weight] of typeWeights) {
    roll -= weight;
    if (roll < 0) return type;
  }
  return 'F';
}

function candidateName(rng: Rng, type: ActorType): string {
  if (type === 'FM') return `${rng.pick(femaleNames)}${rng.pick(coupleJoiners)}${rng.pick(maleNames)}`;
  if (type === 'FF') return `${rng.pick(femaleNames)}${rng.pick(coupleJoiners)}${rng.pick(femaleNames)}`;
  if (type === 'M') return `${rng.pick(maleNames)}${rng.pick(maleSuffixes)}`;
  return rng.chance(0.2) ? rng.pick(femaleNames) : `${rng.pick(femaleNames)}${rng.pick(nameSuffixes)}`;
}

/** Unique by slug (the lowercased name); after a few misses a number makes it unique. */
function stageName(rng: Rng, type: ActorType, used: Set<string>): string {
  let name = candidateName(rng, type);
  for (let attempt = 0; used.has(name.toLowerCase()) && attempt < 4; attempt++) name = candidateName(rng, type);
  const base = name;
  for (let n = 2; used.has(name.toLowerCase()); n++) name = `${base}${n}`;
  used.add(name.toLowerCase());
  return name;
}

/** Exactly a third of the performers are online, the demo performer (index 0) among them. */
function chooseOnline(rng: Rng, count: number): Set<number> {
  const indices = Array.from({ length: count - 1 }, (_, i) => i + 1);
  return new Set([0, ...rng.sample(indices, Math.round(count / 3) - 1)]);
}

export async function insertActors(tx: Tx, count: number, now: Date): Promise<SeededActor[]> {
  const rng = createRng(SEEDS.actors);
  const ratingRng = createRng(SEEDS.ratings);
  const used = new Set([DEMO_PERFORMER_STAGE_NAME.toLowerCase()]);
  const online = chooseOnline(rng, count);
  const seeded: SeededActor[] = [];

  for (const [start, end] of ranges(count)) {
    const drafts = [];
    for (let i = start; i < end; i++) {
      const type: ActorType = i === 0 ? 'F' : pickType(rng);
      const name = i === 0 ? DEMO_PERFORMER_STAGE_NAME : stageName(rng, type, used);
      const isOnline = online.has(i);
      // Every tenth performer registered within the last 30 days (§9 newly registered).
      const isNew = i % 10 === 3 || (i > 0 && rng.chance(0.03));
      const registeredAt = new Date(now.getTime() - (isNew ? rng.int(1, 29) : rng.int(31, 1100)) * DAY_MS - rng.int(0, 86_399) * 1000);
      const draft = buildProfile(rng, name, type, now);
      const row: typeof actors.$inferInsert = {
        name,
        slug: name.toLowerCase(),
        gender: genderOf[type],
        type,
        isOnline,
        onlineSince: isOnline ? new Date(now.getTime() - rng.int(5, 240) * 60_000) : null,
        registeredAt,
        isStar: rng.chance(0.08),
        isTopAmateur: rng.chance(0.1),
        bannedCountryCodes: i % 37 === 11 ? [...rng.pick(bannedSets)] : [],
        rankPoints: Math.floor(rng.next() ** 2 * 10_000),
        imageSeed: rng.seed(),
        latitude: draft.latitude,
        longitude: draft.longitude,
      };
      drafts.push({
        row,
        draft,
        prices: buildPrices(rng),
        features: { ...buildFeatures(rng, isOnline), ...(i === 0 ? DEMO_PERFORMER_FEATURES : {}), liveAgeRating: liveAgeRatingFor(i) },
        ratings: buildRatings(ratingRng, registeredAt, now, i === 0),
      });
    }

    const ids = await tx.insert(actors).values(drafts.map((d) => d.row)).returning({ id: actors.id });
    const withIds = drafts.map((d, k) => {
      const id = ids[k]?.id;
      if (id === undefined) throw new Error('actor insert returned fewer ids than rows');
      seeded.push({ id, name: d.row.name, type: d.row.type, registeredAt: d.row.registeredAt as Date, isOnline: d.row.isOnline ?? false });
      return { ...d, id };
    });
    await insertAll(tx, actorProfiles, withIds.map((d) => ({ actorId: d.id, ...d.draft.profile })));
    await insertAll(tx, actorPrices, withIds.map((d) => ({ actorId: d.id, ...d.prices })));
    await insertAll(tx, actorFeatures, withIds.map((d) => ({ actorId: d.id, ...d.features })));
    await insertAll(tx, actorCategories, withIds.flatMap((d) => d.draft.categorySlugs.map((slug) => ({ actorId: d.id, categoryId: categoryId(slug) }))));
    await insertAll(tx, actorChatRatings, withIds.flatMap((d) => d.ratings.map((r) => ({ actorId: d.id, ...r }))));
  }
  return seeded;
}
