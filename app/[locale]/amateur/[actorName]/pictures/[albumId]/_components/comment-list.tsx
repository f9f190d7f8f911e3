import type { ReactNode } from 'react';
import type { AlbumComment } from '@/lib/contracts/album';

/** A comment with its date as the server formatted it (hydration-safe); new ones are formatted here. */
export type ShownComment = AlbumComment & { dateText?: string };

type Props = {
  comments: ShownComment[];
  /** "12 comments", or null: no line. */
  totalText: string | null;
  /** The empty-thread sentence, or null. */
  emptyText: string | null;
  /** The next page's link ("more"), or null when there is no more. */
  more: { href: string; label: string; busy: boolean; onClick?: () => void } | null;
  dateOf: (comment: ShownComment) => string;
  children?: ReactNode;
};

export const commentButtonClass = 'inline-flex min-h-10 items-center gap-1 rounded-full bg-surface-2 px-4 text-sm font-medium text-fg hover:text-accent';

// No 'use client': the server draws the first page with it (album-comments.tsx), the thread the rest.
/** The comments as a list, newest first, with the total and the link to the older ones. */
export function CommentList({ comments, totalText, emptyText, more, dateOf, children }: Props) {
  const onMore = more?.onClick;
  return (
    <div>
      {totalText !== null ? <p className="text-sm text-muted">{totalText}</p> : null}
      {comments.length > 0 ? (
        <ol className="mt-4 grid gap-3">
          {comments.map((comment) => (
            <li key={comment.id} className="rounded-tile bg-surface px-4 py-3 ring-1 ring-line">
              <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
                <span className="font-semibold text-fg">{comment.author}</span>
                <time dateTime={comment.createdAt} className="text-xs text-muted">
                  {dateOf(comment)}
                </time>
              </p>
              <p className="mt-1 whitespace-pre-line break-words text-fg/90">{comment.text}</p>
            </li>
          ))}
        </ol>
      ) : emptyText !== null ? (
        <p className="text-muted">{emptyText}</p>
      ) : null}
      {more ? (
        <p className="mt-4">
          <a
            href={more.href}
            // Before the thread has loaded, the island keeps this click for it (components/live/deferred-island.tsx).
            data-deferred-click=""
            onClick={
              onMore &&
              ((event) => {
                event.preventDefault();
                onMore();
              })
            }
            aria-disabled={more.busy}
            className={commentButtonClass}
          >
            {more.label}
          </a>
        </p>
      ) : null}
      {children}
    </div>
  );
}
