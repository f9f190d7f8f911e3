/** The attribute that marks an egg (and its message) the hunt placed on a page, so the next page removes it. */
export const EGG_ATTR = 'data-easter-egg';
