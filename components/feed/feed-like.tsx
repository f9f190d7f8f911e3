'use client';

import { useMutation } from '@tanstack/react-query';
import type { Locale } from '@/i18n/routing';
import type { FeedPost } from '@/lib/contracts/feed';
import { fill } from '@/lib/format/fill';
import { formatNumber } from '@/lib/format/number';
import { likeMutation } from '@/lib/queries/feed';
import type { FeedText } from './feed-text';
import { guestOrSignup } from './guest-or-signup';

type Props = { locale: Locale; post: Pick<FeedPost, 'id' | 'likes' | 'views' | 'guestState'>; text: FeedText };

/** like/unlike (§7 likePost, unlikePost; idempotent): a toggle with the post's likes, and its views. */
export function FeedLike({ locale, post, text }: Props) {
  const like = useMutation(likeMutation(locale, post.id));
  const liked = post.guestState.liked;
  const onClick = async () => {
    if (await guestOrSignup(text.signup)) like.mutate(!liked);
  };
  return (
    <div className="flex flex-wrap items-center gap-3 text-sm">
      <button
        type="button"
        onClick={() => void onClick()}
        aria-pressed={liked}
        disabled={like.isPending}
        data-testid="feed-like"
        className={`inline-flex min-h-10 items-center gap-1.5 rounded-full px-3 font-medium ring-1 transition-colors ${
          liked ? 'bg-accent text-on-accent ring-accent' : 'bg-surface-2 text-fg ring-line hover:ring-accent/60'
        }`}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4 fill-current">
          <path d="M12 21s-7.5-4.6-9.6-9.1C.9 8.6 3 5 6.6 5c2 0 3.4 1.1 4.4 2.5C12 6.1 13.4 5 15.4 5 19 5 21.1 8.6 19.6 11.9 17.5 16.4 12 21 12 21Z" />
        </svg>
        {text.post.like}
      </button>
      <span className="tabular-nums text-muted">{fill(text.post.likes, { count: formatNumber(post.likes) })}</span>
      <span className="tabular-nums text-muted">{fill(text.post.views, { count: formatNumber(post.views) })}</span>
      {like.isError ? (
        <span role="alert" className="text-sale">
          {text.post.actionFailed}
        </span>
      ) : null}
    </div>
  );
}
