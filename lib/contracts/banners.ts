import * as z from 'zod';

/** §9 special banner ids. */
export const HALLOWEEN_BANNER_ID = 559;
export const MOBILE_BANNER_ID = 560;

/** §3 Banner (imagePath, onClickUrl, onClickType, relatedActorId), as the GraphQL banners query answers it. */
export const bannerSchema = z.object({
  id: z.number().int(),
  imagePath: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  alt: z.string(),
  onClickUrl: z.string(),
  onClickType: z.enum(['internal', 'external']),
  relatedActorId: z.number().int().nullable(),
  /** Only for phones: the page shows it below 768 px (a CSS media query: the server cannot know the width). */
  mobileOnly: z.boolean(),
});
export type Banner = z.infer<typeof bannerSchema>;
