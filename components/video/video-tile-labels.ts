import 'server-only';
import { getLocale, getTranslations } from 'next-intl/server';
import { perLocale } from '@/components/layout/per-locale';
import type { Locale } from '@/i18n/routing';
import type { VideoTileLabels } from './video-tile';

/** The translated labels of every video tile of a page (one read of the messages per render). */
export async function videoTileLabels(): Promise<VideoTileLabels> {
  return videoTileLabelsIn((await getLocale()) as Locale);
}

/**
 * Made once per language (per-locale.ts): the translator kept with them keeps its compiled
 * messages, instead of compiling each label's message again in every render (§1 speed).
 */
const videoTileLabelsIn = perLocale(async (locale): Promise<VideoTileLabels> => {
  const t = await getTranslations({ locale, namespace: 'VideoTile' });
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
});
