import 'server-only';
import * as z from 'zod';
import { channelFilterTypes, type loginOnlyMessageTypes, MAX_SNAPSHOT_ACTORS, NOTIFICATION_REQUEST_SIZE, notificationKinds } from './message-codes';
import { inputFlaw, inputFlawMessages } from '@/lib/contracts/input-flaw';
import { clientMessage, dbIdSchema as dbId, languageSchema } from './message-fields';
import { liveClientMessageSchemas } from './live-protocol';

/**
 * What a browser may send on `/ws` (§7): the hub (lib/server/realtime/*) parses every frame with
 * clientMessageSchema; ClientMessage (./message-types.ts) is its inferred type. Only the types
 * whose behaviour exists are declared; unknown types fail the schema. Server-only: the page
 * sends these messages but never parses them.
 */

const clientMessageId = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/);
/** A gift or toy control added to a message (§4 gift composer): the messenger_gifts id and how many. */
export const includedGiftSchema = z.object({ giftId: dbId, quantity: z.number().int().min(1).max(10) });

/** §6: sent only when logged in (the names, zod-free, are loginOnlyMessageTypes in ./message-codes.ts). */
export const loginOnlyMessageSchemas = [
  /** clientMessageId makes a resend after a reconnect deliver once (the server answers messageResult); gifts: the §4 gift composer's lines. */
  clientMessage('sendMessage', {
    channelId: dbId,
    text: z.string().max(2000),
    gifts: z.array(includedGiftSchema).max(10).optional(),
    clientMessageId,
  }),
  clientMessage('blockChannel', { channelId: dbId, status: z.boolean() }),
  clientMessage('notificationsRequest', { kind: z.enum(notificationKinds), limit: z.number().int().min(1).max(NOTIFICATION_REQUEST_SIZE) }),
  clientMessage('notificationMarkRead', { notificationId: dbId }),
  clientMessage('notificationMarkSeen', { notificationId: dbId }),
  clientMessage('notificationToggleEmail', { actorId: dbId, enabled: z.boolean() }),
  clientMessage('notificationToggleSms', { actorId: dbId, enabled: z.boolean() }),
  clientMessage('allChannelsSeen', {}),
  clientMessage('canOneClick', {}),
  /** amount in EUR cents; channelId when the top-up was started from a messenger channel; the key makes a retry charge once. */
  clientMessage('chargeOneClick', { amount: z.number().int().positive().max(100_000), channelId: dbId.optional(), idempotencyKey: clientMessageId.optional() }),
  clientMessage('loadChannels', { offset: z.number().int().min(0), limit: z.number().int().min(1).max(500) }),
  clientMessage('loadOnlineChannels', { online: z.boolean() }),
  clientMessage('filterChannels', { filterType: z.enum(channelFilterTypes) }),
  clientMessage('archiveChannel', { channelId: dbId, status: z.boolean() }),
  clientMessage('refreshEmailProperties', {}),
  /** §7 passwordChanged: this page changed the password; the hub holds the login against the database at once. */
  clientMessage('passwordChanged', {}),
  /** §7 sendSignupEmail(email): the address-confirmation mail again; email must be the account's (any case). Success is silent. */
  clientMessage('sendSignupEmail', { email: z.string().min(1).max(320) }),
  clientMessage('favoriteRequestActors', {}),
  clientMessage('removeStatusBar', { statusBar: z.string().max(64).optional() }),
  /** §7 favorite pin and unpin; the server answers with the matching pin/unpin event to every session of the guest. */
  clientMessage('favoritePinActor', { actorId: dbId }),
  clientMessage('favoriteUnpinActor', { actorId: dbId }),
  clientMessage('favoritePinAlbum', { albumId: dbId }),
  clientMessage('favoriteUnpinAlbum', { albumId: dbId }),
  clientMessage('favoritePinSedcards', { actorId: dbId }),
  clientMessage('favoriteUnpinSedcards', { actorId: dbId }),
  clientMessage('favoritePinPicture', { pictureId: dbId }),
  clientMessage('favoriteUnpinPicture', { pictureId: dbId }),
] as const;

export const clientMessageSchema = z
  .discriminatedUnion('type', [
    clientMessage('ping', {}),
    /** studioToken: a performer session of the studio instead of a guest's accessToken. */
    clientMessage('requestSession', { language: languageSchema, studioToken: z.string().min(1).max(4096).optional() }),
    /** After each sessionAck: the performers the page shows (answered by presenceSnapshot); guest: also the logged-in guest's own state (balance, an ended chat). */
    clientMessage('requestSnapshot', { actorIds: z.array(dbId).max(MAX_SNAPSHOT_ACTORS), guest: z.boolean().optional() }),
    ...loginOnlyMessageSchemas,
    /** Live video signalling (./live-protocol.ts). */
    ...liveClientMessageSchemas,
  ])
  // Checked on what the handlers get: a NUL in any string fails the database's text columns.
  .superRefine((message, ctx) => {
    const flaw = inputFlaw(message);
    if (flaw) ctx.addIssue({ code: 'custom', message: inputFlawMessages[flaw] });
  });

// The session checks login-only commands against the zod-free list: it must name exactly these schemas.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const loginOnlyListMatches: Same<(typeof loginOnlyMessageSchemas)[number]['shape']['type']['value'], (typeof loginOnlyMessageTypes)[number]> = true;
void loginOnlyListMatches;
