'use client';

import { useQuery } from '@tanstack/react-query';
import { buttonStyles } from '@/components/ui/button-styles';
import { AppLink } from '@/i18n/app-link';
import type { Locale } from '@/i18n/routing';
import type { FeedPost } from '@/lib/contracts/feed';
import { postOptions } from '@/lib/queries/feed';
import { useGuest } from '@/stores/guest';
import { FeedPostCard } from './feed-post-card';
import type { FeedText } from './feed-text';

export type FeedSingleProps = {
  locale: Locale;
  postId: number;
  /** The post as a visitor sees it, or null (unknown, or deleted: only its buyers may still open it). */
  initial: FeedPost | null;
  /** The whole feed's URL. */
  allHref: string;
  profilePath: string;
  text: FeedText;
};

/** One post (?post=id): where the media library's feed sections link a bought post. */
export function FeedSingle({ locale, postId, initial, allHref, profilePath, text }: FeedSingleProps) {
  const guest = useGuest();
  const query = useQuery({ ...postOptions(locale, postId), enabled: guest.status !== 'pending', placeholderData: initial ?? undefined, retry: false });
  const post = query.data;
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-4">
      <AppLink href={allHref} className="text-sm font-medium text-accent hover:underline">
        <span aria-hidden="true">← </span>
        {text.filter.all}
      </AppLink>
      {post ? <FeedPostCard locale={locale} post={post} profilePath={profilePath} text={text} eager /> : null}
      {!post && query.isError ? (
        <div role="alert" className="grid justify-items-center gap-2 py-8 text-sm">
          <p>{text.loadFailed}</p>
          <button type="button" className={buttonStyles.secondary} onClick={() => void query.refetch()}>
            {text.retry}
          </button>
        </div>
      ) : null}
    </div>
  );
}
