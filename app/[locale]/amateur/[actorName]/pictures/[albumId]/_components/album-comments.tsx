import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import type { AlbumComments as AlbumCommentsData } from '@/lib/contracts/album';
import { COMMENTS_PAGE_SIZE } from '@/lib/catalog/rules';
import { pageCountOf } from '@/lib/catalog/list-query';

type AlbumCommentsProps = {
  data: AlbumCommentsData;
  /** 1-based page of `?commentsPage=`. */
  page: number;
  locale: Locale;
  actorName: string;
  albumId: string;
};

const linkClass = 'inline-flex min-h-10 items-center gap-1 rounded-full bg-surface-2 px-4 text-sm font-medium text-fg hover:text-accent';

/**
 * §3 comments, read-only (posting comes with a later issue): newest first, §9 five per page,
 * paged with `?commentsPage=` links ("older" / "newer"), the total shown.
 */
export async function AlbumComments({ data, page, locale, actorName, albumId }: AlbumCommentsProps) {
  const t = await getTranslations('Comments');
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'Europe/Berlin' });
  const pageCount = pageCountOf(data.commentsTotal, COMMENTS_PAGE_SIZE);
  const href = (target: number) => ({
    pathname: '/amateur/[actorName]/pictures/[albumId]' as const,
    params: { actorName, albumId },
    query: target > 1 ? { commentsPage: String(target) } : {},
    hash: 'comments',
  });
  const from = (page - 1) * COMMENTS_PAGE_SIZE + 1;

  return (
    <div>
      {data.commentsTotal > 0 ? (
        <p className="text-sm text-muted">
          {t('total', { count: data.commentsTotal })}
          {data.comments.length > 0 && pageCount > 1
            ? ` · ${t('range', { from, to: from + data.comments.length - 1, total: data.commentsTotal })}`
            : ''}
        </p>
      ) : null}
      {data.comments.length > 0 ? (
        <ol className="mt-4 grid gap-3">
          {data.comments.map((comment) => (
            <li key={comment.id} className="rounded-tile bg-surface px-4 py-3 ring-1 ring-line">
              <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
                <span className="font-semibold text-fg">{comment.author}</span>
                <time dateTime={comment.createdAt} className="text-xs text-muted">
                  {date.format(new Date(comment.createdAt))}
                </time>
              </p>
              <p className="mt-1 whitespace-pre-line break-words text-fg/90">{comment.text}</p>
            </li>
          ))}
        </ol>
      ) : data.commentsTotal > 0 ? (
        <p className="mt-4 text-muted">
          {t('pastEnd')}{' '}
          <Link href={href(1)} className="font-medium text-accent hover:underline">
            {t('first')}
          </Link>
        </p>
      ) : (
        <p className="text-muted">{t('empty')}</p>
      )}
      {pageCount > 1 && data.comments.length > 0 ? (
        <nav aria-label={t('paging')} className="mt-4 flex flex-wrap justify-between gap-2">
          {page > 1 ? (
            <Link href={href(page - 1)} rel="prev" className={linkClass}>
              <span aria-hidden="true">←</span> {t('newer')}
            </Link>
          ) : (
            <span />
          )}
          {page < pageCount ? (
            <Link href={href(page + 1)} rel="next" className={linkClass}>
              {t('older')} <span aria-hidden="true">→</span>
            </Link>
          ) : null}
        </nav>
      ) : null}
      {data.commentsTotal > 0 ? <p className="mt-4 text-sm text-muted">{t('readOnly')}</p> : null}
    </div>
  );
}
