import { Img } from '@/components/ui/img';
import { getTranslations } from 'next-intl/server';
import { LockedPicture } from '@/components/album/locked-picture';
import type { AlbumDetail } from '@/lib/contracts/album';

/**
 * The album's pictures in order. A picture above the viewer's age limit (fsk 18 without age
 * verification) is a neutral locked placeholder: its URL never reaches the page.
 */
export async function PictureGrid({ album }: { album: AlbumDetail }) {
  const t = await getTranslations('Album');
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
              <LockedPicture label={t('locked')} mark={t('fsk', { rating: picture.ageRating })} />
            )}
          </li>
        ))}
      </ul>
    </>
  );
}
