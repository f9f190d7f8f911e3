import 'server-only';
import { AVATAR_AGE_RATING } from '@/lib/catalog/rules';
import type { ActorPreviewImage, ActorTvLivestream } from '@/lib/contracts/profile';
import { imageUrl } from '@/lib/media/image-urls';
import type { VisibleActor } from './find-actor';
import type { Locale } from '@/i18n/routing';
import type { DbOrTx } from '@/lib/server/db/client';
import { actorOnTv } from '@/lib/server/tv/actor-on-tv';

/** `actor/getActorPreviewImage`: the avatar, §9 age rating 16, so any viewer may see it. */
export function actorPreviewImage(actor: VisibleActor): ActorPreviewImage {
  return {
    actorId: actor.id,
    actorName: actor.name,
    ageRating: AVATAR_AGE_RATING,
    image: imageUrl('avatar', actor.imageSeed, 'w640'),
    sizes: {
      w320: imageUrl('avatar', actor.imageSeed, 'w320'),
      w640: imageUrl('avatar', actor.imageSeed, 'w640'),
      w1280: imageUrl('avatar', actor.imageSeed, 'w1280'),
    },
  };
}

/** `actor/getActorTVLivestreamDataById`: her real record and whether she is on the TV program now (§2). */
export async function actorTvLivestream(db: DbOrTx, actor: VisibleActor, language: Locale, now = new Date()): Promise<ActorTvLivestream> {
  return { actorId: actor.id, actorName: actor.name, isOnline: actor.isOnline, ...(await actorOnTv(db, actor.id, language, now)) };
}
