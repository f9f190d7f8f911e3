import * as z from 'zod';

/** §7 guest sendVideoShareEmail: at most this many mails per guest within the window. */
export const SHARE_LIMIT = 5;
export const SHARE_WINDOW_MINUTES = 60;

// POST /rest/v1/guest/sendVideoShareEmail {videoId, email, message?}
export const videoShareEmailInputSchema = z.object({
  videoId: z.number().int().positive().max(2_147_483_647),
  email: z.email().max(254),
  message: z.string().trim().max(300).optional(),
});
export type VideoShareEmailInput = z.infer<typeof videoShareEmailInputSchema>;
export const videoShareEmailResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ sent: z.literal(true), remaining: z.number().int().min(0) }),
});
export type VideoShareEmailResponse = z.infer<typeof videoShareEmailResponseSchema>;
