import 'server-only';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';

const KEYS = [
  'heading', 'newPost', 'type', 'typeText', 'typePhotos', 'typeClip', 'title', 'text', 'photos', 'video', 'choose', 'price', 'goal',
  'fsk', 'publish', 'publishing', 'published', 'failed', 'delete', 'deleteLabel', 'deleteFailed', 'postsHeading', 'empty', 'free',
  'stats', 'goalState', 'loadFailed', 'noMedia', 'coins', 'commentsHeading', 'noComments', 'you', 'reply', 'replyLabel', 'commentLabel',
  'send', 'cancel', 'commentFailed',
] as const;

/** The studio feed page's strings (messages `feed.studio`), placeholders left in for the client. */
export type StudioFeedText = Record<(typeof KEYS)[number], string>;

const KEEP = { title: '{title}', likes: '{likes}', comments: '{comments}', views: '{views}', sum: '{sum}', goal: '{goal}', count: '{count}', name: '{name}' };

export async function studioFeedText(locale: Locale): Promise<StudioFeedText> {
  const t = await getTranslations({ locale, namespace: 'feed.studio' });
  return Object.fromEntries(KEYS.map((key) => [key, t(key, KEEP)])) as StudioFeedText;
}
