import * as z from 'zod';
import { overlayFlowSchema } from './options-schema';

/**
 * The overlay frame message protocol (§4 "Payment overlay", §7 "Overlay frame message actions").
 * Every message is a structured-clone object (postMessage(object, targetOrigin)), never a string,
 * and carries `id`: the frame id the parent put in the frame URL (`fid`, ./options.ts). The parent
 * accepts a message only from PAY_ORIGIN with its own id (./messages.ts).
 *
 * Direction: the frame tells the parent what happened (frameMessageSchema); the parent asks the
 * frame (or the hidden helper frame) with an action request, and the frame answers with a
 * `response` carrying the same action and requestId.
 */
const id = z.string().min(1).max(64);
const envelope = { id };
const bare = <T extends string>(type: T) => z.object({ ...envelope, type: z.literal(type) });

/** §7 overlay frame message actions. */
export const frameActions = ['getbalance', 'getactiveabos', 'getavsstatus', 'isLoggedIn', 'hasLoginCookie', 'logout'] as const;
export type FrameAction = (typeof frameActions)[number];

/** §4 avs states. */
export const avsStatusSchema = z.enum(['pending', 'rejected', 'accepted', 'unknown']);

/** The value each action's response carries. */
export const frameActionValueSchemas = {
  /** As getGuestBalance (§7): minor units, the §9 formatted text, paying-customer flag. */
  getbalance: z.object({ balance: z.number().int(), balanceFormatted: z.string().max(64), isPayingCustomer: z.boolean() }),
  /** The flows of the guest's running subscriptions (e.g. vipabo, vxtvabo). */
  getactiveabos: z.array(overlayFlowSchema).max(20),
  getavsstatus: avsStatusSchema,
  isLoggedIn: z.boolean(),
  /** The hidden helper frame's answer: does the pay origin hold a login cookie? */
  hasLoginCookie: z.boolean(),
  /** The frame logged the guest out. */
  logout: z.boolean(),
} satisfies Record<FrameAction, z.ZodType>;
export type FrameActionValues = { [A in FrameAction]: z.output<(typeof frameActionValueSchemas)[A]> };

const requestId = z.string().min(1).max(64);

const response = <A extends FrameAction>(action: A) =>
  z.object({ ...envelope, type: z.literal('response'), requestId, action: z.literal(action), value: frameActionValueSchemas[action] });
const responseSchema = z.discriminatedUnion('action', [
  response('getbalance'),
  response('getactiveabos'),
  response('getavsstatus'),
  response('isLoggedIn'),
  response('hasLoginCookie'),
  response('logout'),
]);

/** §3 success result. */
export const successResultSchema = z.object({
  flow: overlayFlowSchema,
  /** Where to go next: a path on the guest app or an absolute URL (the UI decides which it follows). */
  redirectTo: z.string().max(2048).optional(),
  /** The host (actor) of the flow: id or name. */
  hostId: z.union([z.number().int().positive(), z.string().min(1).max(128)]).optional(),
  uhash: z.string().max(256).optional(),
  userFromSignup: z.boolean().optional(),
  userFromLogin: z.boolean().optional(),
  /** After login or sign-up: the one-time token the app exchanges at account/login-success (§3 tt). */
  transferToken: z.string().min(16).max(200).optional(),
});
export type SuccessResult = z.infer<typeof successResultSchema>;

/** §3 checkout link message fields; `value` is the link, checked by ./checkout-link.ts. */
export const checkoutActions = ['open'] as const;
export const checkoutLinkMessageSchema = z.object({
  ...envelope,
  type: z.literal('checkoutLink'),
  action: z.enum(checkoutActions),
  value: z.string().max(4096),
  params: z.record(z.string(), z.string().max(2048)).optional(),
  redirectTarget: z.enum(['_self', '_top', '_blank']).optional(),
  redirectUrl: z.string().max(2048).optional(),
});

/** §4 frame messages: close, ready, content loaded, success, view ready, response, scrollto, hook,
 * logout, redirect, transfer token, countdown finished, signup — plus the AVS checkout link. */
export const frameMessageSchema = z.discriminatedUnion('type', [
  bare('close'),
  bare('ready'),
  bare('contentLoaded'),
  z.object({ ...envelope, type: z.literal('success'), result: successResultSchema }),
  bare('viewReady'),
  responseSchema,
  z.object({ ...envelope, type: z.literal('scrollTo'), top: z.number().min(0).max(1_000_000) }),
  z.object({ ...envelope, type: z.literal('hook'), hook: z.string().min(1).max(64), data: z.record(z.string(), z.unknown()).optional() }),
  bare('logout'),
  z.object({ ...envelope, type: z.literal('redirect'), url: z.url({ protocol: /^https?$/ }).max(2048) }),
  /** Marks the frame ready; the parent answers with additionalInfo. */
  z.object({ ...envelope, type: z.literal('transferToken'), token: z.string().min(1).max(4096) }),
  bare('countdownFinished'),
  bare('signup'),
  checkoutLinkMessageSchema,
]);
export type FrameMessage = z.infer<typeof frameMessageSchema>;
export type FrameMessageType = FrameMessage['type'];
export type CheckoutLinkMessage = z.infer<typeof checkoutLinkMessageSchema>;
export type FrameResponse = Extract<FrameMessage, { type: 'response' }>;

/** Every type name once (the Record makes the compiler check the list against the schema). */
const typeNames: Record<FrameMessageType, true> = {
  close: true,
  ready: true,
  contentLoaded: true,
  success: true,
  viewReady: true,
  response: true,
  scrollTo: true,
  hook: true,
  logout: true,
  redirect: true,
  transferToken: true,
  countdownFinished: true,
  signup: true,
  checkoutLink: true,
};
export const frameMessageTypes = Object.keys(typeNames) as FrameMessageType[];

/** Parent → frame: an action request; logout says whether the token is cleared too. */
const actionRequest = <A extends Exclude<FrameAction, 'logout'>>(action: A) =>
  z.object({ ...envelope, type: z.literal('action'), requestId, action: z.literal(action) });
export const parentMessageSchema = z.discriminatedUnion('type', [
  z.discriminatedUnion('action', [
    actionRequest('getbalance'),
    actionRequest('getactiveabos'),
    actionRequest('getavsstatus'),
    actionRequest('isLoggedIn'),
    actionRequest('hasLoginCookie'),
    z.object({ ...envelope, type: z.literal('action'), requestId, action: z.literal('logout'), params: z.object({ clearToken: z.boolean() }) }),
  ]),
  /** §4: the answer to transferToken — the lazy options the frame could not get from its URL. */
  z.object({
    ...envelope,
    type: z.literal('additionalInfo'),
    ref: z.string().max(2048).optional(),
    ruri: z.string().max(2048).optional(),
    surl: z.string().max(2048).optional(),
    purl: z.string().max(2048).optional(),
    externalRefId: z.string().max(256).optional(),
    /** A logged-in guest's short-lived access token: the pay pages act for the guest with it. */
    accessToken: z.string().max(4096).optional(),
  }),
]);
export type ParentMessage = z.infer<typeof parentMessageSchema>;
export type FrameActionRequest = Extract<ParentMessage, { type: 'action' }>;
