import 'server-only';
import { getLocale, getTranslations } from 'next-intl/server';
import type { VideoTileLabels } from './video-tile';

/** The translated labels of every video tile of a page (one read of the messages per render). */
export async function videoTileLabels(): Promise<VideoTileLabels> {
  const t = await getTranslations('VideoTile');
  const locale = await getLocale();
  const day = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'Europe/Berlin' });
  return {
    free: t('free'),
    vip: t('vip'),
    vip30: t('vip30'),
    basePrice: (price) => t('basePrice', { price }),
    duration: (duration) => t('duration', { duration }),
    discount: (percent) => t('discount', { percent }),
    by: (name) => t('by', { name }),
    released: (iso) => t('released', { date: day.format(new Date(iso)) }),
    likes: (count) => t('likes', { count }),
  };
}
