/**
 * The pure rules of a like/dislike control (§9 ratings: like 5, dislike 1), shared by
 * album, picture, sedcard and video ratings. No zod and no React: the controls are first-load
 * JavaScript, the REST and GraphQL calls load on the first click (lib/queries/social.ts rate()).
 */
export const RATING_LIKE = 5 as const;
export const RATING_DISLIKE = 1 as const;
export type RatingValue = typeof RATING_LIKE | typeof RATING_DISLIKE;

/** What can be rated; `sedcards` is a performer's profile pictures, by actor id (§3). */
export type RatedSubject = 'album' | 'picture' | 'sedcards' | 'video';

export type Counts = { likes: number; dislikes: number };
/** Everyone's counts and the guest's own rating (null: none, or not known). */
export type Rating = Counts & { mine: RatingValue | null };

/**
 * What a guest's new rating does to the counts: one rating per guest and subject, changeable
 * (§3 isLiked / isDisliked). The same value again changes nothing, as on the server.
 */
export function rated(current: Rating, value: RatingValue): Rating {
  if (current.mine === value) return current;
  const likes = current.likes + (value === RATING_LIKE ? 1 : 0) - (current.mine === RATING_LIKE ? 1 : 0);
  const dislikes = current.dislikes + (value === RATING_DISLIKE ? 1 : 0) - (current.mine === RATING_DISLIKE ? 1 : 0);
  return { likes, dislikes, mine: value };
}

/** §3 isLiked / isDisliked as the guest's own rating. */
export function mineOf(flags: { isLiked: boolean; isDisliked: boolean }): RatingValue | null {
  return flags.isLiked ? RATING_LIKE : flags.isDisliked ? RATING_DISLIKE : null;
}

/**
 * The rating to show before any optimistic step: the server's answer to this guest's last
 * rating wins over what was loaded for the guest (their view), which wins over the cached
 * page's counts (the same for everyone, so without an own rating).
 */
export function confirmedRating(page: Counts, loaded: Rating | null, answer: Rating | null): Rating {
  return answer ?? loaded ?? { likes: page.likes, dislikes: page.dislikes, mine: null };
}
