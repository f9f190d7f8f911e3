import { Img } from '@/components/ui/img';
import { getLocale, getTranslations } from 'next-intl/server';
import { LockedPicture } from '@/components/album/locked-picture';
import { PinIsland } from '@/components/favorites/pin-island';
import { RatingButtons } from '@/components/social/rating-buttons';
import { RatingIsland } from '@/components/social/rating-island';
import type { Locale } from '@/i18n/routing';
import type { Picture } from '@/lib/contracts/album';
import { loadSedcardRating } from './load-sedcard-rating';

type SedcardStripProps = { photos: readonly Picture[]; name: string };

/**
 * The performer's profile pictures (§3 sedcards); a locked one shows the neutral placeholder.
 * Below them the sedcards' like/dislike (§7 setSedcardsGuestRating) and heart (§7 favourite pin
 * for sedcards), both by the performer's id.
 */
export async function SedcardStrip({ photos, name }: SedcardStripProps) {
  const t = await getTranslations('Profile');
  const album = await getTranslations('Album');
  const social = await getTranslations('AlbumSocial');
  const ui = await getTranslations('SocialUi');
  const fav = await getTranslations('Favorite');
  const ratingText = { group: ui('sedcardRating', { name }), like: social('like'), dislike: social('dislike'), failed: social('ratingFailed') };
  const locale = (await getLocale()) as Locale;
  const sedcards = await loadSedcardRating(name);
  return (
    <>
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
      {sedcards ? (
        <div className="mt-3 flex flex-wrap items-start gap-3">
          <RatingIsland subject="sedcards" rating={{ locale, actorId: sedcards.actorId, counts: sedcards.counts, text: ratingText }}>
            <RatingButtons rating={{ ...sedcards.counts, mine: null }} failed={false} text={ratingText} testId="sedcards" />
          </RatingIsland>
          <PinIsland
            subject="sedcards"
            targetId={sedcards.actorId}
            locale={locale}
            text={{ add: ui('pinSedcards', { name }), remove: ui('unpinSedcards', { name }), label: fav('label') }}
          />
        </div>
      ) : null}
    </>
  );
}
