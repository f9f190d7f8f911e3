import { getTranslations } from 'next-intl/server';
import { AlbumGrid } from '@/components/album/album-grid';
import { Pagination } from '@/components/ui/pagination';
import { Link } from '@/i18n/navigation';
import type { AlbumPage } from '@/lib/contracts/album';
import { pageCountOf } from '@/lib/catalog/list-query';

type ProfileAlbumsProps = { slug: string; name: string; albums: AlbumPage; page: number; pageSize: number };

/**
 * The performer's photo albums, newest first, paged with `?page=` (§2 every list paginates).
 * Albums are reached only from here, so the list pages rather than stopping at ten. A page past
 * the end keeps the profile and offers the first page.
 */
export async function ProfileAlbums({ slug, name, albums, page, pageSize }: ProfileAlbumsProps) {
  const t = await getTranslations('Profile');
  const pageCount = pageCountOf(albums.total, pageSize);
  if (albums.total === 0) return <p className="text-muted">{t('albumsEmpty', { name })}</p>;
  if (albums.items.length === 0) {
    return (
      <p className="text-muted">
        {t('albumsPageEmpty')}{' '}
        <Link href={{ pathname: '/amateur/[actorName]', params: { actorName: slug } }} className="font-medium text-accent hover:underline">
          {t('albumsFirstPage')}
        </Link>
      </p>
    );
  }
  return (
    <>
      <AlbumGrid albums={albums.items} />
      <Pagination page={page} pageCount={pageCount} pathname="/amateur/[actorName]" params={{ actorName: slug }} />
    </>
  );
}
