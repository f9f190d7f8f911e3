import { Img } from '@/components/ui/img';
import { getTranslations } from 'next-intl/server';
import { LockedPicture } from '@/components/album/locked-picture';
import type { Picture } from '@/lib/contracts/album';

type SedcardStripProps = { photos: readonly Picture[]; name: string };

/** The performer's profile pictures (§3 sedcards); a locked one shows the neutral placeholder. */
export async function SedcardStrip({ photos, name }: SedcardStripProps) {
  const t = await getTranslations('Profile');
  const album = await getTranslations('Album');
  return (
    <ul className="grid grid-cols-3 gap-2 sm:grid-cols-5 sm:gap-3">
      {photos.map((photo, index) => (
        <li key={photo.id}>
          {photo.image ? (
            <Img
              src={photo.image.url}
              width={photo.image.width}
              height={photo.image.height}
              alt={t('sedcardAlt', { number: index + 1, name })}
              loading={index < 3 ? 'eager' : 'lazy'}
              className="aspect-[3/4] w-full rounded-tile object-cover ring-1 ring-line"
            />
          ) : (
            <LockedPicture label={album('locked')} mark={album('fsk', { rating: photo.ageRating })} />
          )}
        </li>
      ))}
    </ul>
  );
}
