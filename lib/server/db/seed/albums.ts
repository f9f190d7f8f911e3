import 'server-only';
import type { Tx } from '@/lib/server/db/client';
import { albums, pictures } from '@/lib/server/db/schema/catalog';
import type { SeededActor } from './actors';
import { DAY_MS, insertAll, ranges } from './batch';
import { type Rng, SEEDS, createRng } from './prng';
import { albumDescription, albumTitle } from './titles';
import { ownerIndex } from './videos';

type AlbumDraft = { album: typeof albums.$inferInsert; pictureCount: number };

function buildAlbum(rng: Rng, owner: SeededActor, now: Date): AlbumDraft {
  const daysSinceRegistration = (now.getTime() - owner.registeredAt.getTime()) / DAY_MS;
  const ageDays = rng.next() * Math.min(730, daysSinceRegistration);
  const isFree = rng.chance(0.05);
  const basePrice = rng.pick([99, 199, 299, 399, 499, 699, 999]);
  const onSale = !isFree && basePrice > 99 && rng.chance(0.15);
  const likes = Math.floor(rng.next() ** 2 * 300);
  return {
    album: {
      actorId: owner.id,
      type: 'album',
      title: albumTitle(rng),
      description: albumDescription(rng),
      ageRating: rng.chance(0.7) ? 18 : 16,
      isFree,
      isVipContent: !isFree && rng.chance(0.08),
      currency: 'EUR',
      price: isFree ? 0 : onSale ? Math.max(99, Math.round((basePrice * 0.6) / 100) * 100 - 1) : basePrice,
      basePrice: isFree ? 0 : basePrice,
      releasedAt: new Date(now.getTime() - ageDays * DAY_MS),
      totalViews: Math.floor(rng.next() ** 2 * 20_000),
      ratingLikes: likes,
      ratingDislikes: Math.floor(likes * rng.next() * 0.1),
      imageSeed: rng.seed(),
    },
    pictureCount: rng.int(6, 20),
  };
}

/** The profile set every performer has (§3 sedcards): free, age rating 16 like the avatar (§9). */
function buildSedcard(rng: Rng, owner: SeededActor): AlbumDraft {
  return {
    album: {
      actorId: owner.id,
      type: 'sedcard',
      title: `${owner.name} Sedcard`,
      ageRating: 16,
      isFree: true,
      price: 0,
      basePrice: 0,
      releasedAt: owner.registeredAt,
      imageSeed: rng.seed(),
    },
    pictureCount: rng.int(3, 5),
  };
}

async function insertDrafts(tx: Tx, rng: Rng, drafts: AlbumDraft[]): Promise<void> {
  const ids = await tx.insert(albums).values(drafts.map((d) => d.album)).returning({ id: albums.id });
  const rows: (typeof pictures.$inferInsert)[] = [];
  drafts.forEach((draft, k) => {
    const albumId = ids[k]?.id;
    if (albumId === undefined) throw new Error('album insert returned fewer ids than rows');
    const albumRating = draft.album.ageRating;
    for (let position = 0; position < draft.pictureCount; position++) {
      const likes = Math.floor(rng.next() ** 2 * 80);
      rows.push({
        albumId,
        position,
        // A picture is never rated above its album; the first one (the preview) is always 16.
        ageRating: albumRating === 18 && position > 0 && rng.chance(0.6) ? 18 : 16,
        ratingLikes: likes,
        ratingDislikes: Math.floor(likes * rng.next() * 0.1),
        imageSeed: rng.seed(),
      });
    }
  });
  await insertAll(tx, pictures, rows, 5000);
}

/** One sedcard per performer, then `count` albums of 6–20 pictures; returns the album count. */
export async function insertAlbums(tx: Tx, performers: readonly SeededActor[], count: number, now: Date): Promise<number> {
  const rng = createRng(SEEDS.albums);
  for (const [start, end] of ranges(performers.length)) {
    await insertDrafts(tx, rng, performers.slice(start, end).map((owner) => buildSedcard(rng, owner)));
  }
  for (const [start, end] of ranges(count)) {
    const drafts: AlbumDraft[] = [];
    for (let i = start; i < end; i++) {
      const owner = performers[ownerIndex(rng, i, performers.length)];
      if (!owner) throw new Error('albums need at least one performer');
      drafts.push(buildAlbum(rng, owner, now));
    }
    await insertDrafts(tx, rng, drafts);
  }
  return count;
}
