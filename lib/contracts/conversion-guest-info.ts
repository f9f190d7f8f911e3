import * as z from 'zod';

/**
 * §7 conversion setGuestInfo {type, value}: what the app records about a guest for the §4
 * incentive rules. Each type has its own value shape; an unknown type or a wrong value is 422.
 */
export const guestInfoInputSchema = z.discriminatedUnion('type', [
  // §4 "Exit-intent takes the top one": the exit-intent offer was shown
  z.object({ type: z.literal('exitIntentSeen'), value: z.literal(true) }),
  // the chat type the guest starts most (§2 chat types), so offers can name it
  z.object({ type: z.literal('preferredChatType'), value: z.enum(['video', 'text', 'voice']) }),
  // §4 tab leave/comeback: how many times the tab came back in this visit
  z.object({ type: z.literal('tabComebacks'), value: z.number().int().min(0).max(10_000) }),
  // the video whose preview ended last (§4 video preview end)
  z.object({ type: z.literal('lastPreviewEndVideoId'), value: z.number().int().positive().max(2_147_483_647) }),
]);
export type GuestInfoInput = z.infer<typeof guestInfoInputSchema>;
export type GuestInfoType = GuestInfoInput['type'];

export const setGuestInfoResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ type: z.string(), updatedAt: z.string() }),
});
export type SetGuestInfoResponse = z.infer<typeof setGuestInfoResponseSchema>;
