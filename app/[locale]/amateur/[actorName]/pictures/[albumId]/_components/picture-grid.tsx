import { Img } from '@/components/ui/img';
import { getLocale, getTranslations } from 'next-intl/server';
import { PictureLockNote } from '@/components/album/picture-lock-note';
import { type LockedPictureLabels, PictureLock } from '@/components/album/picture-lock';
import { VerifiedPictureIsland } from '@/components/album/verified-picture-island';
import type { Locale } from '@/i18n/routing';
import type { AlbumDetail } from '@/lib/contracts/album';
import { PREVIEW_PICTURES } from '@/lib/server/catalog/albums/picture-access';
import { BUY_ANCHOR } from './album-anchors';
import { lightboxText } from './lightbox-text';
import { PictureLightbox } from './picture-lightbox';
import { PictureOpen } from './picture-open';

/**
 * The album's pictures in order, as the cached page shows them to everyone: the first
 * pictures of a paid album are previews, the rest are locked for purchase; fsk-18 pictures are
 * locked for age (§6). A locked picture's URL never reaches the page; for a logged-in guest the
 * browser asks the server again (VerifiedPicture, loaded after the first view), which opens what the guest may see. Every
 * picture the guest may see enlarges on a click (PictureLightbox), with its rating and heart.
 */
export async function PictureGrid({ album }: { album: AlbumDetail }) {
  const t = await getTranslations('Album');
  const s = await getTranslations('AlbumSocial');
  const locale = (await getLocale()) as Locale;
  const buyHref = `#${BUY_ANCHOR}`;
  const labels: LockedPictureLabels = {
    age: { label: t('locked'), mark: t('fsk', { rating: 18 }), action: s('verifyAge') },
    purchase: { label: s('lockedPurchase', { count: album.pictureCount }), action: s('buyAlbum') },
  };
  const reasons = [...new Set(album.pictures.flatMap((p) => (p.lockReason ? [p.lockReason] : [])))];
  return (
    <PictureLightbox locale={locale} albumId={album.id} albumTitle={album.title} pictures={album.pictures} text={await lightboxText()}>
      <PictureLockNote
        locale={locale}
        albumId={album.id}
        reasons={reasons}
        buyHref={buyHref}
        text={{
          age: s('noteAge'),
          purchase: s('notePurchase', { previews: PREVIEW_PICTURES, count: album.pictureCount }),
          verifyAge: s('verifyAge'),
          buy: s('buyAlbum'),
        }}
      />
      <ul className="grid grid-cols-3 gap-2 sm:grid-cols-4 sm:gap-3 md:grid-cols-5 lg:grid-cols-6">
        {album.pictures.map((picture, index) => (
          <li key={picture.id}>
            <PictureOpen pictureId={picture.id} number={index + 1}>
              {picture.image ? (
                <Img
                  src={picture.image.url}
                  width={picture.image.width}
                  height={picture.image.height}
                  alt={t('pictureAlt', { number: index + 1, title: album.title })}
                  loading="lazy"
                  className="aspect-[3/4] w-full rounded-tile object-cover ring-1 ring-line"
                />
              ) : (
                <VerifiedPictureIsland
                  locale={locale}
                  albumId={album.id}
                  pictureId={picture.id}
                  lockReason={picture.lockReason ?? 'age'}
                  alt={t('pictureAlt', { number: index + 1, title: album.title })}
                  backdrop={album.preview.url}
                  buyHref={buyHref}
                  labels={labels}
                >
                  <PictureLock reason={picture.lockReason ?? 'age'} labels={labels} backdrop={album.preview.url} buyHref={buyHref} />
                </VerifiedPictureIsland>
              )}
            </PictureOpen>
          </li>
        ))}
      </ul>
    </PictureLightbox>
  );
}
