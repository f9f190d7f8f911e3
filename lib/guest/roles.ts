import type { GuestSession } from '@/lib/contracts/guest-session';

/**
 * §6 roles as pure functions over the guest's §3 session (stores/guest-session.ts). `null` is a
 * visitor who is not logged in (or a guest whose session has not arrived yet): every role that
 * needs a guest is false for it. No zod, no React, no server code: the server
 * (lib/server/guests/roles.ts) and the browser share it.
 */
export type RoleSession = Pick<
  GuestSession,
  | 'isVip'
  | 'isVXTVAboSubscriber'
  | 'isPremium'
  | 'isPayingCustomer'
  | 'isRestricted'
  | 'restrictionLevel'
  | 'isLocked'
  | 'isBlockedForComments'
  | 'isForcePayment'
  | 'hasAvs'
> | null;

/** §6 guest restriction reasons. */
export type RestrictionReason = 'needLogin' | 'needAgeCheck' | 'needAbo' | 'needPurchase';

/**
 * What an action needs. Every need implies a logged-in guest. `abo`: a premium guest (TV or VIP),
 * or 'vip' for VIP-only content. `purchase`: the item is not bought yet.
 */
export type ActionNeeds = { login?: boolean; avs?: boolean; abo?: boolean | 'vip'; purchase?: boolean };

/** §6 subscription role flags, as the §3 session carries them. */
export type RoleFlags = Pick<GuestSession, 'isVip' | 'isVXTVAboSubscriber' | 'isPremium'>;

/**
 * §6, the one formula: VIP counts as TV subscriber; premium is TV or VIP, or premium days from a
 * bonus code. `vip` and `tv` are what the guest holds (a subscription or bonus-code days).
 */
export function roleFlags(held: { vip: boolean; tv: boolean; premiumDays: boolean }): RoleFlags {
  const isVXTVAboSubscriber = held.vip || held.tv;
  return { isVip: held.vip, isVXTVAboSubscriber, isPremium: isVXTVAboSubscriber || held.premiumDays };
}

const flagsOf = (session: NonNullable<RoleSession>) =>
  roleFlags({ vip: session.isVip, tv: session.isVXTVAboSubscriber, premiumDays: session.isPremium });

export const isAnonymous = (session: RoleSession): session is null => session === null;
export const isLoggedIn = (session: RoleSession): session is NonNullable<RoleSession> => session !== null;
export const isVip = (session: RoleSession) => session?.isVip === true;
/** §6: a VIP subscriber also counts as TV subscriber. */
export const isTvSubscriber = (session: RoleSession) => session !== null && flagsOf(session).isVXTVAboSubscriber;
/** §6 premium guest: TV or VIP (or premium days from a bonus code). */
export const isPremium = (session: RoleSession) => session !== null && flagsOf(session).isPremium;
export const isPayingCustomer = (session: RoleSession) => session?.isPayingCustomer === true;
/** §6 restricted guest: any restriction level above 0. */
export const isRestricted = (session: RoleSession) => session !== null && (session.isRestricted || session.restrictionLevel > 0);
export const isLocked = (session: RoleSession) => session?.isLocked === true;
export const isBlockedForComments = (session: RoleSession) => session?.isBlockedForComments === true;
export const needsForcedPayment = (session: RoleSession) => session?.isForcePayment === true;

/**
 * §6: realtime commands (notifications, favourites, channels, messages, one-click) are sent only
 * when logged in; a locked guest is on the way out (§4) and sends none either.
 */
export const mayUseRealtimeCommands = (session: RoleSession) => isLoggedIn(session) && !session.isLocked;

/** §6: a restricted guest's top-up opens the operator compensation flow instead. */
export const topUpFlow = (session: RoleSession): 'moneycharge' | 'opcompensation' => (isRestricted(session) ? 'opcompensation' : 'moneycharge');

/** §6 VIP button: nothing for a VIP; a visitor who is not logged in is led to login; everyone else subscribes. */
export function vipButtonAction(session: RoleSession): 'login' | 'none' | 'subscribe' {
  if (!isLoggedIn(session) || session.isLocked) return 'login';
  return isVip(session) ? 'none' : 'subscribe';
}

/**
 * §6 guest restriction reason for an action, or null when the guest may do it. Checked in the
 * order a guest can fix them: log in, settle a forced payment (it comes before anything else),
 * verify the age, subscribe, buy.
 */
export function restrictionReason(session: RoleSession, need: ActionNeeds): RestrictionReason | null {
  const needsGuest = need.login === true || need.avs === true || Boolean(need.abo) || need.purchase === true;
  if (!needsGuest) return null;
  if (!isLoggedIn(session) || session.isLocked) return 'needLogin';
  if (session.isForcePayment) return 'needPurchase';
  if (need.avs && !session.hasAvs) return 'needAgeCheck';
  if (need.abo === 'vip' && !isVip(session)) return 'needAbo';
  if (need.abo === true && !isPremium(session)) return 'needAbo';
  if (need.purchase) return 'needPurchase';
  return null;
}
