import { Img } from '@/components/ui/img';
import { getLocale, getTranslations } from 'next-intl/server';
import { VerifiedPicture } from '@/components/album/verified-picture';
import type { Locale } from '@/i18n/routing';
import type { AlbumDetail } from '@/lib/contracts/album';

/**
 * The album's pictures in order. A picture above the viewer's age limit (fsk 18 without age
 * verification) is a neutral locked placeholder: its URL never reaches the cached page; a guest
 * whose age verification is accepted gets it from the server in the browser (VerifiedPicture).
 */
export async function PictureGrid({ album }: { album: AlbumDetail }) {
  const t = await getTranslations('Album');
  const locale = (await getLocale()) as Locale;
  return (
    <>
      {album.lockedCount > 0 ? (
        <p className="mb-4 flex items-start gap-2 rounded-tile bg-surface px-4 py-3 text-sm text-muted ring-1 ring-line" data-testid="locked-note">
          <svg aria-hidden="true" viewBox="0 0 24 24" className="mt-0.5 size-4 shrink-0 fill-none stroke-current" strokeWidth="1.8">
            <rect x="5" y="11" width="14" height="10" rx="2" />
            <path d="M8 11V8a4 4 0 0 1 8 0v3" />
          </svg>
          {t('lockedNote', { count: album.lockedCount })}
        </p>
      ) : null}
      <ul className="grid grid-cols-3 gap-2 sm:grid-cols-4 sm:gap-3 md:grid-cols-5 lg:grid-cols-6">
        {album.pictures.map((picture, index) => (
          <li key={picture.id}>
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
              <VerifiedPicture
                locale={locale}
                albumId={album.id}
                pictureId={picture.id}
                alt={t('pictureAlt', { number: index + 1, title: album.title })}
                label={t('locked')}
                mark={t('fsk', { rating: picture.ageRating })}
              />
            )}
          </li>
        ))}
      </ul>
    </>
  );
}
