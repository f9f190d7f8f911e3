import 'server-only';
import { getTranslations } from 'next-intl/server';
import type { LightboxText } from './lightbox-context';

/** The enlarged view's strings for the client, placeholders left in (they are filled per picture). */
export async function lightboxText(): Promise<LightboxText> {
  const t = await getTranslations('SocialUi');
  const album = await getTranslations('Album');
  const social = await getTranslations('AlbumSocial');
  return {
    enlarge: t('lightbox.enlarge', { number: '{number}' }),
    title: t('lightbox.title', { number: '{number}', count: '{count}' }),
    hint: t('lightbox.hint'),
    previous: t('lightbox.previous'),
    next: t('lightbox.next'),
    close: t('lightbox.close'),
    alt: album('pictureAlt', { number: '{number}', title: '{title}' }),
    rating: { group: t('pictureRating'), like: social('like'), dislike: social('dislike'), failed: social('ratingFailed') },
    pin: { add: t('pinPicture'), remove: t('unpinPicture') },
  };
}
