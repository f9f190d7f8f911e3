import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import type { AlbumDetail } from '@/lib/contracts/album';
import type { DbOrTx } from '@/lib/server/db/client';
import { albums } from '@/lib/server/db/schema/catalog';
import { albumAccessOf, ownership } from '@/lib/server/purchases/access';
import { guestRatingFlags } from '@/lib/server/social/rate-subject';
import { formatCalendarDay } from '@/lib/server/time/test-day';
import { berlinDayOf } from '@/lib/server/tv/berlin-days';
import { isBannedFor } from '../model-row';
import { selectAlbumRows, toAlbumTile } from './album-row';
import { albumPictures, type PictureQuery } from './album-pictures';
import { UNVERIFIED_MAX_AGE_RATING } from './picture-access';

export type AlbumDetailInput = {
  albumId: number;
  /** When given, the album must belong to this performer (the page's URL names her). */
  actorId?: number;
  viewerCountry?: string | null;
  /** What the viewer may see (picture-access.ts maxAgeRatingFor); the unverified limit when absent. */
  maxAgeRating?: number;
  /** The requesting guest, for guestInfo.bought and their own ratings (REST gallery/open); absent on cached pages, which stay the same for everyone. */
  guestId?: number | null;
  /** §9 gallery/open `fsk` and `limit` (default: every picture). */
  pictures?: PictureQuery;
  /** The request's effective now (§2 test day): the daily bonus offer of its Berlin day prices the album. */
  now?: Date;
};

/**
 * §3 photo gallery with its pictures, for the album page and gallery `open`. Null when the
 * album does not exist, is a sedcard (profile pictures, not a gallery), is not released yet,
 * belongs to another performer than `actorId`, or its performer is banned for the viewer (§6).
 * Locked pictures carry no image (album-pictures.ts): beyond the previews of a paid album the
 * viewer has no access to (`purchase`), or fsk 18 without accepted avs (`age`); open ones a
 * visitor could not see carry the access-checked URL. Without guestId this is the anonymous view
 * the cached page renders.
 */
export async function getAlbumDetail(db: DbOrTx, input: AlbumDetailInput): Promise<AlbumDetail | null> {
  const [row] = await selectAlbumRows(db, formatCalendarDay(berlinDayOf(input.now ?? new Date())))
    .where(and(eq(albums.id, input.albumId), eq(albums.type, 'album'), sql`${albums.releasedAt} <= now()`))
    .limit(1);
  if (!row) return null;
  if (input.actorId !== undefined && row.actorId !== input.actorId) return null;
  if (isBannedFor(row.bannedCountryCodes, input.viewerCountry)) return null;

  const guestId = input.guestId ?? null;
  // One purchases lookup feeds guestInfo.bought (bought or gifted) and the pictures' locks.
  const owned = guestId !== null ? await ownership(db, guestId, 'album', row.id) : null;
  const access = await albumAccessOf(db, guestId, { isFree: row.isFree, isVip: row.isVipContent }, owned);
  const viewer = { maxAgeRating: input.maxAgeRating ?? UNVERIFIED_MAX_AGE_RATING, access, guestId };
  const list = await albumPictures(db, { id: row.id, isFree: row.isFree }, viewer, input.pictures);
  const rated = await guestRatingFlags(db, guestId, 'album', row.id);

  return {
    ...toAlbumTile(row, 'w640'),
    description: row.description,
    type: row.type,
    previews: list.flatMap((p) => (p.image ? [p.image] : [])).slice(0, 5),
    // bought (or gifted) and the guest's own rating, for the requesting guest only.
    guestInfo: { bought: owned !== null, ...rated },
    guestRatingLikes: row.ratingLikes,
    guestRatingDislikes: row.ratingDislikes,
    ...rated,
    actor: { id: row.actorId, name: row.actorName },
    pictures: list,
    lockedCount: list.filter((p) => p.locked).length,
  };
}
