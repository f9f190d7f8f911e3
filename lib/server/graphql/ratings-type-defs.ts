import 'server-only';

/** §7 query service: video like and dislike (§9 like 5, dislike 1, one rating per guest and video). */
export const ratingsTypeDefs = /* GraphQL */ `
  "A video after the guest's like or dislike: its new counts and the guest's §3 guestInfo (liked)."
  type VideoRatingResult {
    videoId: Int!
    rating: VideoRating!
    liked: Boolean!
    disliked: Boolean!
    guestInfo: VideoGuestInfo!
  }

  type Mutation {
    """
    Like (like: true) or dislike (like: false) a released video; a guest's rating can be changed,
    never doubled. Needs a logged-in guest (UNAUTHORIZED otherwise); an unknown video is NOT_FOUND.
    """
    rateVideo(videoId: Int!, like: Boolean!): VideoRatingResult!
  }
`;
