'use client';

import type { Locale } from '@/i18n/routing';
import type { FeedPost } from '@/lib/contracts/feed';
import { FeedComments } from './feed-comments';
import { FeedLike } from './feed-like';
import { FeedMedia } from './feed-media';
import { FeedPostHeader } from './feed-post-header';
import type { FeedText } from './feed-text';
import { FeedTip } from './feed-tip';

type Props = { locale: Locale; post: FeedPost; profilePath: string; text: FeedText; /** The first post's media is the page's LCP element. */ eager: boolean };

/** One §3 feed post: the performer and date, title and text, its media, like, the tipping goal and tip, comments. */
export function FeedPostCard({ locale, post, profilePath, text, eager }: Props) {
  return (
    <article
      aria-labelledby={`feed-post-${post.id}`}
      data-testid="feed-post"
      data-post-id={post.id}
      data-locked={post.locked}
      className="grid gap-3 rounded-tile border border-line bg-surface p-3 sm:p-4"
    >
      <FeedPostHeader locale={locale} post={post} profilePath={profilePath} text={text} />
      <div className="grid gap-1">
        <h2 id={`feed-post-${post.id}`} className="break-words text-lg font-semibold">
          {post.title}
        </h2>
        {post.text ? <p className="whitespace-pre-line break-words text-sm text-fg/90">{post.text}</p> : null}
      </div>
      <FeedMedia locale={locale} post={post} text={text} eager={eager} />
      <FeedLike locale={locale} post={post} text={text} />
      <FeedTip locale={locale} post={post} text={text} />
      <FeedComments locale={locale} postId={post.id} comments={post.comments} text={text} />
    </article>
  );
}
