/** In-page anchors of the album page: the price block where the album is bought, and the comments. */
export const BUY_ANCHOR = 'buy';
export const COMMENTS_ANCHOR = 'comments';
