import * as z from 'zod';
import { dataEnvelope } from './envelope';
import { MESSAGE_TEXT_MAX, messageSchema, messengerSettingsSchema } from './messenger';

/**
 * The performer studio (DESIGN.md "A performer studio"): REST calls under
 * /rest/v1/studio/. Every call but login and session takes the performer access token
 * (Authorization: Bearer), never a guest's. Money is in EUR cents with its §9 formatted text.
 */

// POST /rest/v1/studio/login – no pattern check: a bad address is just a failed login.
export const studioLogInInputSchema = z.object({
  email: z.string().trim().min(1).max(254),
  password: z.string().min(1).max(128),
});
export type StudioLogInInput = z.infer<typeof studioLogInInputSchema>;

export const studioAccessSchema = z.object({
  actorId: z.number().int().positive(),
  actorName: z.string(),
  accessToken: z.string(),
  /** epoch seconds */
  accessTokenExpiresAt: z.number().int(),
});
export type StudioAccess = z.infer<typeof studioAccessSchema>;
export const studioAccessResponseSchema = dataEnvelope(studioAccessSchema);

export const studioMeSchema = z.object({
  actorId: z.number().int().positive(),
  actorName: z.string(),
  slug: z.string(),
  isOnline: z.boolean(),
  onlineSince: z.string().nullable(),
});
export type StudioMe = z.infer<typeof studioMeSchema>;
export const studioMeResponseSchema = dataEnvelope(studioMeSchema);

// POST /rest/v1/studio/online
export const studioOnlineInputSchema = z.object({ online: z.boolean() });
export const studioOnlineResponseSchema = dataEnvelope(z.object({ isOnline: z.boolean(), changed: z.boolean() }));

// GET /rest/v1/studio/settings, POST /rest/v1/studio/settings/save – the messenger settings of M1's contract, validated the same way.
export const studioSettingsInputSchema = messengerSettingsSchema;
export const studioSettingsResponseSchema = dataEnvelope(messengerSettingsSchema);

/** What an earnings line came from; the studio names each in its language. */
export const earningKinds = ['purchase', 'message', 'gift', 'toy', 'chat', 'other'] as const;
export const earningEntrySchema = z.object({
  id: z.number().int(),
  kind: z.enum(earningKinds),
  /** The item's title (a video or album) when the memo names one. */
  title: z.string().nullable(),
  amount: z.number().int(),
  amountFormatted: z.string(),
  createdAt: z.string(),
});
export type EarningEntry = z.infer<typeof earningEntrySchema>;

/** The last entries shown ("earnings from messages and gifts"). */
export const EARNINGS_ENTRIES = 50;

export const studioEarningsSchema = z.object({
  balance: z.number().int(),
  balanceFormatted: z.string(),
  entries: z.array(earningEntrySchema).max(EARNINGS_ENTRIES),
});
export type StudioEarnings = z.infer<typeof studioEarningsSchema>;
export const studioEarningsResponseSchema = dataEnvelope(studioEarningsSchema);

// POST /rest/v1/studio/messenger/send {channelId, text, clientMessageId, media?} – her reply (free for her), once per clientMessageId
export const studioReplyInputSchema = z
  .object({
    channelId: z.number().int().positive().max(2_147_483_647),
    text: z.string().max(MESSAGE_TEXT_MAX).default(''),
    clientMessageId: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/),
    media: z.object({ kind: z.enum(['album', 'video']), itemId: z.number().int().positive().max(2_147_483_647) }).optional(),
  })
  .refine((m) => m.text.trim() !== '' || m.media !== undefined, { message: 'A message needs text or media.', path: ['text'] });
export type StudioReplyInput = z.infer<typeof studioReplyInputSchema>;
export const studioReplyResponseSchema = dataEnvelope(z.object({ message: messageSchema, replayed: z.boolean() }));
