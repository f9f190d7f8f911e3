import 'server-only';
import { loadPlayerText } from '@/components/video/player/load-player-text';
import { getTranslations } from 'next-intl/server';
import { purchaseText } from '@/components/purchase/purchase-text';
import type { Locale } from '@/i18n/routing';
import type { FeedPostText, FeedText } from './feed-text';

const POST_KEYS = [
  'postedAt', 'online', 'offline', 'profileOf', 'pinned', 'locked', 'coins', 'coinInfo', 'buy', 'buyLabel', 'buying', 'buyFailed',
  'fskNote', 'verify', 'playClip', 'photoAlt', 'like', 'likes', 'views', 'follow', 'following', 'actionFailed', 'goalHeading',
  'goalProgress', 'goalAchieved', 'tipAmount', 'tip', 'tipping', 'tipThanks', 'tipFailed', 'commentsHeading', 'noComments',
  'commentLabel', 'send', 'reply', 'replyLabel', 'cancel', 'delete', 'deleteLabel', 'creator', 'commentFailed', 'commentBlocked',
] as const satisfies readonly (keyof FeedPostText)[];

/** Placeholders the client fills: left in as they are. */
const KEEP = { date: '{date}', name: '{name}', count: '{count}', price: '{price}', title: '{title}', number: '{number}', sum: '{sum}', goal: '{goal}' };

/** The feed page's strings (messages `feed`, `Player`, `Purchase`) for its client islands. */
export async function loadFeedText(locale: Locale): Promise<FeedText> {
  const t = await getTranslations({ locale, namespace: 'feed' });
  const surveys = await getTranslations({ locale, namespace: 'surveys' });
  const player = await loadPlayerText(locale);
  const post = Object.fromEntries(POST_KEYS.map((key) => [key, t(key, KEEP)])) as FeedPostText;
  const filter = Object.fromEntries((['all', 'clips', 'photos', 'texts', 'liked', 'commented', 'bought', 'following'] as const).map((key) => [key, t(`filter.${key}`)])) as FeedText['filter'];
  return {
    filtersLabel: t('filtersLabel'),
    filter,
    empty: t('empty'),
    more: t('more'),
    loadingMore: t('loadingMore'),
    loadFailed: t('loadFailed'),
    retry: t('retry'),
    post,
    player,
    box: (await purchaseText()).box,
    feedback: {
      question: surveys('useful'),
      yes: surveys('yes'),
      no: surveys('no'),
      comment: surveys('comment'),
      send: surveys('send'),
      thanks: surveys('usefulThanks'),
      failed: surveys('failed'),
    },
    signup: { title: t('signupTitle'), body: t('signupBody'), signup: t('signupButton'), login: t('loginButton'), close: t('close') },
  };
}
