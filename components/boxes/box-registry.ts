import type { ComponentType } from 'react';

/** A box's loader, typed by the props of the component it loads. */
const box = <P,>(load: () => Promise<ComponentType<P>>) => load;

/**
 * Every box opened by name: the name and how it loads. A box is its own chunk (with Radix, from
 * components/ui/dialog.tsx), fetched the first time it opens: none of it is first-load JavaScript.
 * A box component takes its props and `onClose`, which the host gives it: closing removes it from
 * stores/boxes.ts and then calls the caller's onClose, if any.
 */
export const boxRegistry = {
  /** §2 not-enough-money box: a purchase or a paid message that the balance does not cover. */
  notEnoughMoney: box(() => import('@/components/purchase/not-enough-money-box').then((module) => module.NotEnoughMoneyBox)),
  /** §6 es-avs modal box: the special market's age notice. */
  esAvs: box(() => import('@/components/avs/es-avs-modal').then((module) => module.EsAvsModal)),
  /** §2 boxes that ask before something is lost (playlist-delete, playlist-cancel-changes). */
  confirm: box(() => import('@/components/personal/confirm-box').then((module) => module.ConfirmBox)),
  /** §3 contests: the vote-limit box (5 votes used) and the contest-like box (a vote counted). */
  contestVoteLimit: box(() => import('@/components/contests/vote-limit-box').then((module) => module.VoteLimitBox)),
  contestLike: box(() => import('@/components/contests/contest-like-box').then((module) => module.ContestLikeBox)),
  /** §2 vip30 box: what the VIP30 offer gave last month, and the VIP subscription. */
  vip30: box(() => import('@/components/vip/vip30-box').then((module) => module.Vip30Box)),
  /** §2 tag-reward-basic/-advanced/-pro: today's free daily-bonus offer, one box bound to a tier per name (§6 roles). */
  tagRewardBasic: box(() => import('@/components/event-boxes/tag-reward-box').then((module) => module.TagRewardBasicBox)),
  tagRewardAdvanced: box(() => import('@/components/event-boxes/tag-reward-box').then((module) => module.TagRewardAdvancedBox)),
  tagRewardPro: box(() => import('@/components/event-boxes/tag-reward-box').then((module) => module.TagRewardProBox)),
  /** §2 five-days-bonus: the login streak's round of five Berlin days and its bonus. */
  fiveDaysBonus: box(() => import('@/components/event-boxes/five-days-box').then((module) => module.FiveDaysBox)),
  /** §2 actor-gift-calendar: a performer's gift calendar and today's gift (§7 claim {actorId, qmday}). */
  actorGiftCalendar: box(() => import('@/components/event-boxes/gift-calendar-box').then((module) => module.GiftCalendarBox)),
  /** §2 the two yearly calendar boxes (same box): months in columns on wide screens, one column as a sheet on phones. */
  yearlyCalendar: box(() => import('@/components/event-boxes/yearly-calendar-box').then((module) => module.YearlyCalendarWideBox)),
  yearlyCalendarMobile: box(() => import('@/components/event-boxes/yearly-calendar-box').then((module) => module.YearlyCalendarSheetBox)),
  /** §2 conversion-chat: the trial offer and the eligible guest's performers (drawn by its panel, which passes its state). */
  conversionChat: box(() => import('@/components/conversion-chat/conversion-chat-box').then((module) => module.ConversionChatBox)),
  /** §2 coin-info: what coins are and how they relate to the balance (the "?" beside a coin price). */
  coinInfo: box(() => import('@/components/coins/coin-info-box').then((module) => module.CoinInfoBox)),
  /** §2 avs: why the age check, and the door to the overlay's avs flow (§4 needAvs). */
  avs: box(() => import('@/components/avs/avs-box').then((module) => module.AvsBox)),
  /** §2 the special market's login box. */
  specialLogin: box(() => import('@/components/special-market/special-login-box').then((module) => module.SpecialLoginBox)),
  /** §2 specialTopUp: the special market's top-up with its preset amounts. */
  specialTopUp: box(() => import('@/components/special-market/special-top-up-box').then((module) => module.SpecialTopUpBox)),
  /** §2 the model-site conversion box: the free sign-up naming the performer whose site the guest came from. */
  modelSite: box(() => import('@/components/promo/model-site-box').then((module) => module.ModelSiteBox)),
  /** §2 the Black Friday 2020 promotion (says so when outside its window). */
  blackFriday2020: box(() => import('@/components/promo/black-friday-box').then((module) => module.BlackFridayBox)),
  /** §2 onboarding (after a sign-up) and onboarding-choose (favourite categories, §7 savePreferences). */
  onboarding: box(() => import('@/components/onboarding/onboarding-box').then((module) => module.OnboardingBox)),
  onboardingChoose: box(() => import('@/components/onboarding/onboarding-choose-box').then((module) => module.OnboardingChooseBox)),
  /** §2 video-with-player: a video played in a box, for a guest the server lets watch it (gallery/stream). */
  videoWithPlayer: box(() => import('@/components/video/video-player-box').then((module) => module.VideoPlayerBox)),
  /** §2 fifteen-minutes-preview: a paid video free for 15 minutes, once per guest per video (lib/server/previews). */
  /** §7 guest sendVideoShareEmail: share a video by mail (the video page's "Share"). */
  videoShare: box(() => import('@/components/share/video-share-box').then((module) => module.VideoShareBox)),
  fifteenMinutesPreview: box(() => import('@/components/video/fifteen-minutes-preview-box').then((module) => module.FifteenMinutesPreviewBox)),
  /** §2 feed-signup: a visitor's Buy (or like, tip, comment) on a feed post — sign up or log in. */
  feedSignup: box(() => import('@/components/feed/feed-signup-box').then((module) => module.FeedSignupBox)),
  /** §2 survey (§9 types chat exit and feedback): opened after a chat ends and by ?box=survey. */
  survey: box(() => import('@/components/boxes/survey/survey-box').then((module) => module.SurveyBox)),
};

export type BoxName = keyof typeof boxRegistry;

type PropsOf<N extends BoxName> = (typeof boxRegistry)[N] extends () => Promise<ComponentType<infer P>> ? P : never;

/** What a caller gives a box: its props; onClose only to hear that it closed. */
export type BoxProps<N extends BoxName> = Omit<PropsOf<N>, 'onClose'> & { onClose?: () => void };
