import { getTranslations } from 'next-intl/server';
import { hrefOf, Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import type { AlbumComments as AlbumCommentsData } from '@/lib/contracts/album';
import { COMMENT_MAX_LENGTH } from '@/lib/contracts/social';
import { COMMENTS_PAGE_SIZE } from '@/lib/catalog/rules';
import { COMMENTS_ANCHOR } from './album-anchors';
import { CommentList, commentButtonClass } from './comment-list';
import type { CommentThreadText } from './comment-thread';
import { CommentThreadIsland } from './comment-thread-island';

type AlbumCommentsProps = {
  data: AlbumCommentsData;
  /** 1-based page of `?commentsPage=` (links without JavaScript, and shared URLs). */
  page: number;
  locale: Locale;
  actorName: string;
  albumId: string;
};

const linkClass = 'inline-flex min-h-10 items-center gap-1 rounded-full bg-surface-2 px-4 text-sm font-medium text-fg hover:text-accent';

/**
 * §3 comments (§9 five per page, newest first). The cached page renders one page for everyone;
 * the thread (client) adds "more", and the form for a logged-in guest who may comment. Strings
 * and dates are made here, on the server.
 */
export async function AlbumComments({ data, page, locale, actorName, albumId }: AlbumCommentsProps) {
  const t = await getTranslations('Comments');
  const s = await getTranslations('AlbumSocial');
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'Europe/Berlin' });
  const href = (target: number | string) => ({
    pathname: '/amateur/[actorName]/pictures/[albumId]' as const,
    params: { actorName, albumId },
    query: target === 1 ? {} : { commentsPage: String(target) },
    hash: COMMENTS_ANCHOR,
  });
  const text: CommentThreadText = {
    total: t('total', { count: data.commentsTotal }),
    totalAfterPost: t('total', { count: data.commentsTotal + 1 }),
    empty: s('commentsEmpty'),
    more: s('moreComments'),
    loading: s('loadingComments'),
    moreFailed: s('moreCommentsFailed'),
    login: s('loginToComment'),
    posted: s('commentPosted'),
    blocked: s('commentsBlocked'),
    already: s('alreadyCommented'),
    label: s('commentLabel'),
    hint: s('commentHint', { max: COMMENT_MAX_LENGTH }),
    submit: s('postComment'),
    posting: s('postingComment'),
    errorEmpty: s('commentEmpty'),
    errorTooLong: s('commentTooLong', { max: COMMENT_MAX_LENGTH }),
    errorHtml: s('commentHtml'),
    errorBlocked: s('commentsBlocked'),
    errorAlready: s('alreadyCommented'),
    errorFailed: s('commentFailed'),
  };

  const comments = data.comments.map((comment) => ({ ...comment, dateText: date.format(new Date(comment.createdAt)) }));
  const offset = (page - 1) * COMMENTS_PAGE_SIZE;
  const pageHref = hrefOf(locale, href('{page}'));
  // As the thread counts it: more after this page while the total goes on.
  const hasMore = comments.length > 0 && offset + comments.length < data.commentsTotal;

  return (
    <div>
      {page > 1 && data.comments.length > 0 ? (
        <p className="mb-4">
          <Link href={href(page - 1)} rel="prev" className={linkClass}>
            <span aria-hidden="true">←</span> {t('newer')}
          </Link>
        </p>
      ) : null}
      {data.comments.length === 0 && data.commentsTotal > 0 ? (
        <p className="mb-4 text-muted">
          {t('pastEnd')}{' '}
          <Link href={href(1)} className="font-medium text-accent hover:underline">
            {t('first')}
          </Link>
        </p>
      ) : null}
      <CommentThreadIsland
        locale={locale}
        albumId={Number(albumId)}
        comments={comments}
        total={data.commentsTotal}
        offset={offset}
        pageSize={COMMENTS_PAGE_SIZE}
        pageHref={pageHref}
        firstPage={page}
        maxLength={COMMENT_MAX_LENGTH}
        text={text}
      >
        {/* The thread's first view for a visitor, as it draws it before it knows the guest (comment-thread.tsx). */}
        <CommentList
          comments={comments}
          totalText={comments.length > 0 || data.commentsTotal > 0 ? text.total : null}
          emptyText={data.commentsTotal === 0 ? text.empty : null}
          more={hasMore ? { href: pageHref.replace('%7Bpage%7D', String(page + 1)).replace('{page}', String(page + 1)), label: text.more, busy: false } : null}
          dateOf={(comment) => comment.dateText ?? ''}
        >
          <div className="mt-2">
            <p className="mt-4">
              <button type="button" className={commentButtonClass}>
                {text.login}
              </button>
            </p>
          </div>
        </CommentList>
      </CommentThreadIsland>
    </div>
  );
}
