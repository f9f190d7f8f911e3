import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { AlbumGrid } from '@/components/album/album-grid';
import { decodeSegment, pageLocale } from '@/components/layout/page-locale';
import { redirect } from '@/i18n/navigation';
import { parsePage, type SearchParams } from '@/lib/catalog/list-query';
import { pageMetadata } from '@/lib/seo/metadata';
import { loadProfile } from '../../_components/load-profile';
import { ProfileFrame } from '../../_components/profile-frame';
import { COMMENTS_ANCHOR } from './_components/album-anchors';
import { AlbumComments } from './_components/album-comments';
import { AlbumSummary } from './_components/album-summary';
import { AlbumViewBeacon } from './_components/album-view-beacon';
import { loadAlbum, loadAlbumExtras, parseAlbumId } from './_components/load-album';
import { PictureGrid } from './_components/picture-grid';
import { TagSuggestion } from './_components/tag-suggestion';

type Params = Promise<{ locale: string; actorName: string; albumId: string }>;
type Props = { params: Params; searchParams: Promise<SearchParams> };

/** The performer and her album, or nulls: unknown, banned (§6), not hers or not a gallery. */
async function resolve(params: Params) {
  const locale = await pageLocale(params);
  const raw = await params;
  const actorName = decodeSegment(raw.actorName);
  const albumId = parseAlbumId(decodeSegment(raw.albumId));
  const profile = albumId === null ? null : await loadProfile(actorName.toLowerCase());
  const album = profile && albumId !== null ? await loadAlbum(profile.id, albumId) : null;
  return { locale, actorName, profile, album };
}

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const { locale, profile, album } = await resolve(params);
  if (!profile || !album) return { title: (await getTranslations({ locale, namespace: 'NotFound' }))('title') };
  const t = await getTranslations({ locale, namespace: 'Album' });
  const commentsPage = parsePage((await searchParams).commentsPage);
  return pageMetadata({
    locale,
    pathname: '/amateur/[actorName]/pictures/[albumId]',
    params: { actorName: profile.slug, albumId: String(album.id) },
    query: { commentsPage: commentsPage > 1 ? String(commentsPage) : undefined },
    title: `${album.title} – ${profile.name}`,
    description: t('metaDescription', { title: album.title, name: profile.name, count: album.pictureCount }),
    images: [album.preview.url],
  });
}

/**
 * §2 album detail: cover, title, price, badges, like/dislike, heart, views, pictures (previews and
 * locks, enlarged on a click), a tag suggestion, comments, other albums. The same HTML for everyone (the page cache); the guest's view
 * of the album, their rating, the comment form and the view count happen in the browser.
 */
export default async function AlbumPage({ params, searchParams }: Props) {
  const { locale, actorName, profile, album } = await resolve(params);
  if (!profile || !album) notFound();
  const albumId = String(album.id);
  if (actorName !== profile.slug || (await params).albumId !== albumId) {
    redirect({ href: { pathname: '/amateur/[actorName]/pictures/[albumId]', params: { actorName: profile.slug, albumId } }, locale });
  }
  const commentsPage = parsePage((await searchParams).commentsPage);
  const { comments, others } = await loadAlbumExtras(profile.id, album.id, commentsPage);
  const t = await getTranslations({ locale, namespace: 'Album' });
  const ct = await getTranslations({ locale, namespace: 'Comments' });
  const published = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'Europe/Berlin' }).format(new Date(album.releasedAt));

  return (
    <ProfileFrame profile={profile} active={null}>
      <AlbumSummary album={album} published={published} />
      <AlbumViewBeacon locale={locale} albumId={album.id} />
      <section aria-labelledby="pictures" className="below-first-view mt-10">
        <h2 id="pictures" className="mb-3 text-lg font-semibold tracking-tight sm:mb-4 sm:text-xl">
          {t('picturesHeading')}
        </h2>
        <PictureGrid album={album} />
      </section>
      <TagSuggestion albumId={album.id} />
      <section aria-labelledby={COMMENTS_ANCHOR} className="mt-10 max-w-3xl scroll-mt-20">
        <h2 id={COMMENTS_ANCHOR} className="mb-2 text-lg font-semibold tracking-tight sm:text-xl">
          {ct('heading')}
        </h2>
        <AlbumComments data={comments} page={commentsPage} locale={locale} actorName={profile.slug} albumId={albumId} />
      </section>
      {others.items.length > 0 ? (
        <section aria-labelledby="other-albums" className="below-first-view mt-10">
          <h2 id="other-albums" className="mb-3 text-lg font-semibold tracking-tight sm:mb-4 sm:text-xl">
            {t('otherAlbums', { name: profile.name })}
          </h2>
          <AlbumGrid albums={others.items} />
        </section>
      ) : null}
    </ProfileFrame>
  );
}
