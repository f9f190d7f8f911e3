import { asc, eq } from 'drizzle-orm';
import { guests } from '@/lib/server/db/schema/accounts';
import { actors } from '@/lib/server/db/schema/actors';
import { albums, pictures, videos } from '@/lib/server/db/schema/catalog';
import { feedPostPhotos, feedPosts } from '@/lib/server/db/schema/feed';
import { createSession } from '@/lib/server/accounts/sessions';
import type { AppRuntime } from '@/lib/server/runtime';
import { postTransaction } from '@/lib/server/wallet/ledger';
import { freshGuest } from './fresh-guest';

/** A feed post of the first performer with one of her videos and two of her pictures (test data, not the seed's). */
export async function insertFeedPost(rt: AppRuntime, values: Partial<typeof feedPosts.$inferInsert> & { withClip?: boolean; withPhotos?: boolean }) {
  const [actor] = await rt.db.select({ id: actors.id }).from(actors).orderBy(asc(actors.id)).limit(1);
  const [video] = await rt.db.select({ id: videos.id }).from(videos).where(eq(videos.actorId, actor!.id)).orderBy(asc(videos.id)).limit(1);
  const photos = await rt.db
    .select({ id: pictures.id })
    .from(pictures)
    .innerJoin(albums, eq(albums.id, pictures.albumId))
    .where(eq(albums.actorId, actor!.id))
    .orderBy(asc(pictures.id))
    .limit(2);
  const { withClip = false, withPhotos = false, ...rest } = values;
  const now = new Date(Date.now() - 60_000);
  const [post] = await rt.db
    .insert(feedPosts)
    .values({ actorId: actor!.id, type: withClip ? 'clip' : withPhotos ? 'photos' : 'text', title: 'Test post', text: 'x'.repeat(300), imageSeed: 77, createdAt: now, publishedAt: now, videoId: withClip ? video!.id : null, ...rest })
    .returning();
  if (withPhotos) await rt.db.insert(feedPostPhotos).values(photos.map((p, position) => ({ postId: post!.id, pictureId: p.id, position })));
  return { post: post!, actorId: actor!.id, videoId: video!.id, pictureIds: photos.map((p) => p.id) };
}

/** A guest with a token (GraphQL), a session cookie (the byte route) and a balance in cents. */
export async function feedGuest(rt: AppRuntime, options: { cents?: number; avs?: boolean; blocked?: boolean } = {}) {
  const { guestId, token } = await freshGuest(rt);
  await rt.db.update(guests).set({ avsStatus: options.avs ? 'accepted' : 'unknown', isBlockedForComments: options.blocked ?? false }).where(eq(guests.id, guestId));
  if (options.cents) {
    const cents = options.cents;
    await rt.db.transaction((tx) =>
      postTransaction(tx, {
        kind: 'seed-grant',
        postings: [
          { account: { ownerType: 'guest', ownerId: guestId, currency: 'EUR' }, amount: cents },
          { account: { ownerType: 'system', ownerId: 0, name: 'promotions', currency: 'EUR' }, amount: -cents },
        ],
      }),
    );
  }
  const { sessionToken } = await createSession(rt.db, guestId, { userAgent: 'test', ip: null }, new Date());
  return { guestId, token, cookie: `sid=${sessionToken}` };
}
