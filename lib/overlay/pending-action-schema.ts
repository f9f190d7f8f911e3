import * as z from 'zod';
import { suggestTagInputSchema } from '@/lib/contracts/social';
import { overlayFlowSchema } from './options-schema';

/**
 * §3 onLoginAction: what a guest asked for before logging in, run once after login. Stored in
 * the browser, so it is parsed again on the way out; unknown keys are stripped and a value that
 * does not fit (tampered or from an older version) is dropped whole.
 */
const targetId = z.number().int().positive();
/** A path on the guest app: starts with one slash, so never another origin (//host, /\host). */
const localPath = z.string().max(2048).regex(/^\/(?![/\\])/);

export const favoriteSubjects = ['actor', 'album', 'picture', 'sedcards'] as const;
const favorite = { subject: z.enum(favoriteSubjects), targetId };

/** The overlay to open: a flow and the few options a teaser or tile sets. */
const paytourOptions = z.object({
  flow: overlayFlowSchema,
  sview: z.string().regex(/^[A-Za-z0-9_-]{1,32}$/).optional(),
  pc: z.string().min(1).max(64).optional(),
  host: z.string().min(1).max(128).optional(),
  selectedAmount: z.number().int().positive().optional(),
});

export const pendingActionSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('loadNote'), params: z.object({ targetId, storeAutoOpenSetting: z.boolean().optional() }) }),
  z.object({ type: z.literal('favoritePin'), params: z.object(favorite) }),
  z.object({ type: z.literal('favoriteUnpin'), params: z.object(favorite) }),
  /** Album ratings are 1 (dislike) to 5 (like), §9. */
  z.object({ type: z.literal('setSedcardsGuestRating'), params: z.object({ targetId, value: z.number().int().min(1).max(5) }) }),
  z.object({
    type: z.literal('selectMessengerChannel'),
    params: z.union([z.object({ targetId }), z.object({ targetUrl: localPath })]),
  }),
  z.object({ type: z.literal('showPaytour'), params: z.object({ options: paytourOptions }) }),
  z.object({ type: z.literal('redirect'), params: z.object({ targetUrl: localPath }) }),
  /** Buy a video or photo album after login (components/purchase/buy-button.tsx runs it). */
  z.object({ type: z.literal('buy'), params: z.object({ targetId, itemType: z.enum(['video', 'album']) }) }),
  /** Like (5) or dislike (1) an album, picture or video after login (components/social/use-rating.ts). */
  z.object({
    type: z.literal('rate'),
    params: z.object({ subject: z.enum(['album', 'picture', 'video']), targetId, value: z.union([z.literal(5), z.literal(1)]) }),
  }),
  /** An album's tag suggestion after login, checked as gallery/suggestTag checks it. */
  z.object({ type: z.literal('suggestTag'), params: z.object({ targetId, tag: suggestTagInputSchema.shape.tag }) }),
]);
export type PendingAction = z.infer<typeof pendingActionSchema>;
export type PendingActionType = PendingAction['type'];
export type FavoriteSubject = (typeof favoriteSubjects)[number];
