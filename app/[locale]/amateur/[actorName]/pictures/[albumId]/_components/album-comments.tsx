import { getTranslations } from 'next-intl/server';
import { hrefOf, Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import type { AlbumComments as AlbumCommentsData } from '@/lib/contracts/album';
import { COMMENT_MAX_LENGTH } from '@/lib/contracts/social';
import { COMMENTS_PAGE_SIZE } from '@/lib/catalog/rules';
import { COMMENTS_ANCHOR } from './album-anchors';
import { CommentThread, type CommentThreadText } from './comment-thread';

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
      <CommentThread
        locale={locale}
        albumId={Number(albumId)}
        comments={data.comments.map((comment) => ({ ...comment, dateText: date.format(new Date(comment.createdAt)) }))}
        total={data.commentsTotal}
        offset={(page - 1) * COMMENTS_PAGE_SIZE}
        pageSize={COMMENTS_PAGE_SIZE}
        pageHref={hrefOf(locale, href('{page}'))}
        firstPage={page}
        maxLength={COMMENT_MAX_LENGTH}
        text={text}
      />
    </div>
  );
}
