import type { NotEnoughMoneyText } from '@/components/purchase/buy-text';
import type { PlayerText } from '@/components/video/player/player-text';
import type { FeatureFeedbackText } from './feature-feedback';

/**
 * The feed's strings (messages `feed`), translated on the server with their {placeholders} left
 * in: client components get finished strings and fill them (lib/format/fill.ts).
 */
export type FeedText = {
  filtersLabel: string;
  filter: Record<'all' | 'clips' | 'photos' | 'texts' | 'liked' | 'commented' | 'bought' | 'following', string>;
  empty: string;
  more: string;
  loadingMore: string;
  loadFailed: string;
  retry: string;
  post: FeedPostText;
  player: PlayerText;
  box: NotEnoughMoneyText;
  signup: FeedSignupText;
  /** §7 feature feedback at the feed's end (messages `surveys`). */
  feedback: FeatureFeedbackText;
};

export type FeedPostText = {
  postedAt: string;
  online: string;
  offline: string;
  profileOf: string;
  pinned: string;
  locked: string;
  coins: string;
  coinInfo: string;
  buy: string;
  buyLabel: string;
  buying: string;
  buyFailed: string;
  fskNote: string;
  verify: string;
  playClip: string;
  photoAlt: string;
  like: string;
  likes: string;
  views: string;
  follow: string;
  following: string;
  actionFailed: string;
  goalHeading: string;
  goalProgress: string;
  goalAchieved: string;
  tipAmount: string;
  tip: string;
  tipping: string;
  tipThanks: string;
  tipFailed: string;
  commentsHeading: string;
  noComments: string;
  commentLabel: string;
  send: string;
  reply: string;
  replyLabel: string;
  cancel: string;
  delete: string;
  deleteLabel: string;
  creator: string;
  commentFailed: string;
  commentBlocked: string;
};

/** The §2 feed-signup box's strings (passed with the box's props: it opens from the feed only). */
export type FeedSignupText = { title: string; body: string; signup: string; login: string; close: string };
