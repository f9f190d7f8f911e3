import 'server-only';
import { AVATAR_AGE_RATING } from '@/lib/catalog/rules';
import type { ActorPreviewImage, ActorTvLivestream } from '@/lib/contracts/profile';
import { imageUrl } from '@/lib/media/image-urls';
import type { VisibleActor } from './find-actor';

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

/**
 * `actor/getActorTVLivestreamDataById`: the TV livestream is not built yet (a later issue), so
 * no performer is on air: isLive false, no stream, no next airing — for a real, visible actor.
 */
export function actorTvLivestream(actor: VisibleActor): ActorTvLivestream {
  return { actorId: actor.id, actorName: actor.name, isOnline: actor.isOnline, isLive: false, stream: null, nextAiring: null };
}
