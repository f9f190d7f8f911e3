'use client';

import { useState } from 'react';
import type { Locale } from '@/i18n/routing';
import type { PostCommentResult } from '@/lib/contracts/social';
import { isBlockedForComments } from '@/lib/guest/roles';
import { isLoggedIn, useGuest } from '@/stores/guest';
import { overlayController } from '@/lib/overlay/overlay-loader';
import { useLazyQuery } from '@/lib/queries/use-lazy-query';
import { useGuestSession } from '@/stores/guest-session';
import { CommentForm, type CommentFormText } from './comment-form';
import { CommentList, commentButtonClass, type ShownComment } from './comment-list';

export type CommentThreadText = CommentFormText & {
  /** "12 comments" and the same after the guest's own comment (only one per guest: total + 1). */
  total: string;
  totalAfterPost: string;
  empty: string;
  more: string;
  loading: string;
  moreFailed: string;
  login: string;
  posted: string;
  blocked: string;
  already: string;
};

export type CommentThreadProps = {
  locale: Locale;
  albumId: number;
  comments: ShownComment[];
  total: number;
  /** Where `comments` start among all (the page of `?commentsPage=`). */
  offset: number;
  pageSize: number;
  /** The next `?commentsPage=` URL with `{page}` in place of the number (for a link without JavaScript). */
  pageHref: string;
  firstPage: number;
  maxLength: number;
  text: CommentThreadText;
};

const gallery = () => import('@/lib/queries/gallery');

/** A page of the album's comments (gallery/getComments, with the guest's token when logged in). */
async function loadComments(locale: Locale, albumId: number, offset: number, limit: number) {
  const [{ albumCommentsOptions }, { getQueryClient }] = await Promise.all([gallery(), import('@/lib/queries/query-client')]);
  return getQueryClient().fetchQuery({ ...albumCommentsOptions(locale, albumId, offset, limit), retry: false });
}

/**
 * A comment added in the browser (more, or the guest's own), dated in Berlin time like the server's.
 * Made when such a comment is first drawn: the server dates the first page, and a page's first
 * time-zone formatter costs the browser its ICU start (§1 speed).
 */
function commentDate(locale: Locale, createdAt: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'Europe/Berlin' }).format(new Date(createdAt));
}

/**
 * §3 comments of an album, newest first, §9 five at a time: "more" appends the next five; a
 * logged-in guest who may comment gets the form, and their comment is prepended with the total
 * raised by one (§7); afterwards, and for a guest blocked from comments, the form is gone.
 * Whether the guest may comment is asked after hydration (the first comment with the token:
 * §7 isGuestAllowedToCommentAlbum). The pages "more" appended stay through a login (the query
 * cache is emptied then), so the thread keeps them as the guest built it.
 */
export function CommentThread({ locale, albumId, comments, total, offset, pageSize, pageHref, firstPage, maxLength, text }: CommentThreadProps) {
  const guest = useGuest();
  const session = useGuestSession();
  const guestId = isLoggedIn(guest) ? guest.guestId : null;
  const [older, setOlder] = useState<ShownComment[]>([]);
  const [serverTotal, setServerTotal] = useState(total);
  const [own, setOwn] = useState<ShownComment | null>(null);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const check = useLazyQuery(guestId === null ? null : () => gallery().then((queries) => queries.albumCommentsOptions(locale, albumId, 0, 1)), [locale, albumId, guestId]);

  const shown = [...(own ? [own] : []), ...comments, ...older].filter((c, i, all) => all.findIndex((o) => o.id === c.id) === i);
  const loaded = comments.length + older.length;
  // The guest's own comment is the newest, so the older ones moved one place down.
  const nextOffset = offset + loaded + (own ? 1 : 0);
  const hasMore = comments.length > 0 && offset + loaded < serverTotal;
  const nextPage = firstPage + Math.ceil(loaded / pageSize);

  const more = async () => {
    setLoading(true);
    setFailed(false);
    try {
      const data = await loadComments(locale, albumId, nextOffset, pageSize);
      setOlder((list) => [...list, ...data.comments]);
      setServerTotal(data.commentsTotal - (own ? 1 : 0));
    } catch {
      setFailed(true);
    } finally {
      setLoading(false);
    }
  };

  // postComment (lib/queries/gallery.ts) also tells the query that the guest may not comment again.
  const posted = (result: PostCommentResult) => setOwn(result.comment);

  const mayComment = check.data?.isGuestAllowedToCommentAlbum ?? null;
  return (
    <CommentList
      comments={shown}
      totalText={shown.length > 0 || serverTotal > 0 ? (own ? text.totalAfterPost : text.total) : null}
      emptyText={serverTotal === 0 ? text.empty : null}
      more={
        hasMore
          ? {
              href: pageHref.replace('%7Bpage%7D', String(nextPage)).replace('{page}', String(nextPage)),
              label: loading ? text.loading : text.more,
              busy: loading,
              onClick: () => {
                if (!loading) void more();
              },
            }
          : null
      }
      dateOf={(comment) => comment.dateText ?? commentDate(locale, comment.createdAt)}
    >
      {failed ? (
        <p role="alert" className="mt-2 text-sm text-sale">
          {text.moreFailed}
        </p>
      ) : null}
      <div className="mt-2">
        {own ? (
          <p role="status" className="mt-4 text-sm text-accent">
            {text.posted}
          </p>
        ) : guest.status === 'anonymous' ? (
          <p className="mt-4">
            <button type="button" onClick={() => void overlayController().then((c) => c.openAuth())} className={commentButtonClass}>
              {text.login}
            </button>
          </p>
        ) : mayComment === true && guestId !== null ? (
          <CommentForm locale={locale} albumId={albumId} maxLength={maxLength} text={text} onPosted={posted} />
        ) : mayComment === false ? (
          <p className="mt-4 text-sm text-muted">{isBlockedForComments(session) ? text.blocked : text.already}</p>
        ) : null}
      </div>
    </CommentList>
  );
}
