import 'server-only';
import { asc, eq, inArray, lte } from 'drizzle-orm';
import type { Locale } from '@/i18n/routing';
import type { FeedPostType } from '@/lib/contracts/feed';
import type { Tx } from '@/lib/server/db/client';
import { guests } from '@/lib/server/db/schema/accounts';
import { actorProfiles, actors } from '@/lib/server/db/schema/actors';
import { albums, pictures, videos } from '@/lib/server/db/schema/catalog';
import { feedComments, feedLikes, feedPostPhotos, feedPosts } from '@/lib/server/db/schema/feed';
import { DAY_MS, insertAll } from './batch';
import { FEED_TEXTS } from './feed-texts';
import { createRng, type Rng } from './prng';
import type { SeedSection, SeedSectionContext } from './seed-section';

const FEED_SEED = 0x5eed_0024;
const POSTS: Record<SeedSectionContext['scale'], number> = { small: 300, default: 900, large: 2400 };
const PERFORMERS = 30;
const LANGUAGES: Locale[] = ['de', 'en', 'es', 'nl'];

type Media = { videos: { id: number; ageRating: number }[]; pictures: { id: number; ageRating: number }[] };

async function mediaByActor(tx: Tx, actorIds: number[]): Promise<Map<number, Media>> {
  const byActor = new Map<number, Media>(actorIds.map((id) => [id, { videos: [], pictures: [] }]));
  const videoRows = await tx.select({ id: videos.id, actorId: videos.actorId, ageRating: videos.ageRating }).from(videos).where(inArray(videos.actorId, actorIds)).orderBy(asc(videos.id));
  for (const row of videoRows) byActor.get(row.actorId)?.videos.push(row);
  const pictureRows = await tx
    .select({ id: pictures.id, actorId: albums.actorId, ageRating: pictures.ageRating })
    .from(pictures)
    .innerJoin(albums, eq(albums.id, pictures.albumId))
    .where(inArray(albums.actorId, actorIds))
    .orderBy(asc(pictures.id))
    .limit(actorIds.length * 40);
  for (const row of pictureRows) byActor.get(row.actorId)?.pictures.push(row);
  return byActor;
}

function pickType(rng: Rng, media: Media): FeedPostType {
  const roll = rng.next();
  if (roll < 0.35 && media.videos.length > 0) return rng.chance(0.2) ? 'hotClip' : 'clip';
  if (roll < 0.7 && media.pictures.length > 0) return rng.pick(['photos', 'photoGallery', 'photos', 'profileImage'] as const);
  return 'text';
}

/**
 * §3 feed: a year of posts of the first performers (mixed types, ~40% paid, some with tipping
 * goals — a few achieved —, some pinned), in each performer's first spoken language, with likes
 * and threads of comments (replies and replies to replies, some by the performer) from the seed's
 * guests. Clips are the performers' own videos, photos their album pictures (no new media files).
 */
export const feedSeedSection: SeedSection = {
  name: 'feed',
  seeded: async (tx) => (await tx.select({ id: feedPosts.id }).from(feedPosts).limit(1)).length > 0,
  insert: async (tx, { now, scale }) => {
    const rng = createRng(FEED_SEED);
    const performers = await tx
      .select({ id: actors.id, languages: actorProfiles.spokenLanguages })
      .from(actors)
      .leftJoin(actorProfiles, eq(actorProfiles.actorId, actors.id))
      .where(lte(actors.registeredAt, now))
      .orderBy(asc(actors.id))
      .limit(PERFORMERS);
    if (performers.length === 0) return;
    const media = await mediaByActor(tx, performers.map((p) => p.id));
    const guestIds = (await tx.select({ id: guests.id }).from(guests).orderBy(asc(guests.id)).limit(40)).map((g) => g.id);

    const count = POSTS[scale];
    const photoRows: (typeof feedPostPhotos.$inferInsert)[] = [];
    const posts: (typeof feedPosts.$inferInsert)[] = [];
    const photoPlans: { index: number; pictures: number[] }[] = [];
    for (let i = 0; i < count; i++) {
      const performer = performers[i % performers.length]!;
      const own = media.get(performer.id)!;
      const language = LANGUAGES.find((l) => performer.languages?.includes(l)) ?? rng.pick(LANGUAGES);
      const texts = FEED_TEXTS[language];
      const type = pickType(rng, own);
      const video = type === 'clip' || type === 'hotClip' ? rng.pick(own.videos) : null;
      const chosen = type === 'text' ? [] : video ? [] : rng.sample(own.pictures, type === 'profileImage' ? 1 : rng.int(2, 5));
      const fsk = Math.max(16, video?.ageRating ?? 0, ...chosen.map((p) => p.ageRating));
      const publishedAt = new Date(now.getTime() - Math.floor((i / count) * 365 * DAY_MS) - rng.int(0, 20) * 3_600_000);
      const goal = rng.chance(0.15) ? rng.int(4, 20) * 50 : null;
      posts.push({
        actorId: performer.id,
        type,
        pinned: i < performers.length && rng.chance(0.3),
        title: rng.pick(texts.titles),
        text: rng.pick(texts.texts),
        priceCoins: type !== 'text' && rng.chance(0.55) ? rng.int(2, 12) * 5 : 0,
        fsk,
        videoId: video?.id ?? null,
        tippingGoalCoins: goal,
        tipsSumCoins: goal ? (rng.chance(0.3) ? goal + rng.int(0, 100) : rng.int(0, goal - 1)) : 0,
        views: rng.int(5, 400),
        imageSeed: rng.seed(),
        createdAt: publishedAt,
        publishedAt,
      });
      photoPlans.push({ index: i, pictures: chosen.map((p) => p.id) });
    }
    placeShowcasePosts(posts, photoPlans, performers, media);
    const inserted = await tx.insert(feedPosts).values(posts).returning({ id: feedPosts.id, actorId: feedPosts.actorId });
    for (const plan of photoPlans) plan.pictures.forEach((pictureId, position) => photoRows.push({ postId: inserted[plan.index]!.id, pictureId, position }));
    await insertAll(tx, feedPostPhotos, photoRows);
    await seedReactions(tx, rng, inserted, guestIds, performers, now);
  },
};

/**
 * Two of the newest posts are fixed, whatever the dice said, so the feed always opens with what a
 * newcomer should meet (§3 feed post): a paid clip rated 16 for a few coins (a guest without an age
 * check can buy and play it) and a free post whose tipping goal is still open. They keep their
 * dates and take nothing from the random stream, so every other post stays as it was.
 */
function placeShowcasePosts(posts: (typeof feedPosts.$inferInsert)[], photoPlans: { index: number; pictures: number[] }[], performers: { id: number }[], media: Map<number, Media>) {
  const withClip = performers.find((p) => media.get(p.id)?.videos.some((v) => v.ageRating < 18));
  const clip = withClip ? media.get(withClip.id)!.videos.find((v) => v.ageRating < 18)! : null;
  const [paid, goal] = [posts[1], posts[2]];
  if (clip && withClip && paid) {
    Object.assign(paid, { actorId: withClip.id, type: 'clip', videoId: clip.id, fsk: 16, priceCoins: 20, tippingGoalCoins: null, tipsSumCoins: 0 });
    photoPlans[1]!.pictures = [];
  }
  if (goal) {
    Object.assign(goal, { type: 'text', videoId: null, fsk: 16, priceCoins: 0, tippingGoalCoins: 500, tipsSumCoins: 120 });
    photoPlans[2]!.pictures = [];
  }
}

/** Likes (the post's count follows its rows) and a few threads per post on every third post. */
async function seedReactions(tx: Tx, rng: Rng, posts: { id: number; actorId: number }[], guestIds: number[], performers: { id: number; languages: string[] | null }[], now: Date) {
  if (guestIds.length === 0) return;
  const likes: (typeof feedLikes.$inferInsert)[] = [];
  for (const post of posts) {
    const likers = rng.sample(guestIds, rng.int(0, Math.min(8, guestIds.length)));
    for (const guestId of likers) likes.push({ guestId, postId: post.id, createdAt: now });
    if (likers.length > 0) await tx.update(feedPosts).set({ likes: likers.length }).where(eq(feedPosts.id, post.id));
  }
  await insertAll(tx, feedLikes, likes);
  const languageOf = new Map(performers.map((p) => [p.id, LANGUAGES.find((l) => p.languages?.includes(l)) ?? 'en']));
  for (const post of posts.filter((_, i) => i % 3 === 0)) {
    const comments = FEED_TEXTS[languageOf.get(post.actorId) ?? 'en'].comments;
    const at = (minutes: number) => new Date(now.getTime() - rng.int(1, 300) * 3_600_000 + minutes * 60_000);
    const [root] = await tx.insert(feedComments).values({ postId: post.id, guestId: rng.pick(guestIds), text: rng.pick(comments), createdAt: at(0) }).returning({ id: feedComments.id });
    if (!root || !rng.chance(0.6)) continue;
    const [reply] = await tx
      .insert(feedComments)
      .values({ postId: post.id, actorId: post.actorId, parentId: root.id, conversationId: root.id, text: rng.pick(comments), createdAt: at(5) })
      .returning({ id: feedComments.id });
    if (reply && rng.chance(0.5)) {
      await tx.insert(feedComments).values({ postId: post.id, guestId: rng.pick(guestIds), parentId: reply.id, conversationId: root.id, isReplyToReply: true, text: rng.pick(comments), createdAt: at(10) });
    }
  }
}
