import { Img } from '@/components/ui/img';
import { getLocale, getTranslations } from 'next-intl/server';
import { OnlineBadge } from '@/components/actor/online-badge';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import type { VideoStar } from '@/lib/contracts/video';
import { formatNumber } from '@/lib/format/number';

/**
 * §3 video stars as cards (avatar, name, age, videos and new videos, online state, languages),
 * each leading to the performer's videos. The §2 tile columns: three up to 767 px, four up to
 * 991, five up to 1199, six from 1200.
 */
export async function VideoStarGrid({ stars, eagerCount = 6 }: { stars: readonly VideoStar[]; eagerCount?: number }) {
  const t = await getTranslations('VideoStars');
  const locale = (await getLocale()) as Locale;
  // One formatter for the whole page (a hundred cards).
  const names = new Intl.DisplayNames([locale], { type: 'language' });
  const nameOf = (code: string) => {
    try {
      return names.of(code) ?? code;
    } catch {
      return code; // not a language code Intl knows
    }
  };
  const languages = (codes: readonly string[]) => codes.map(nameOf).join(', ');
  return (
    <ul className="grid grid-cols-2 gap-3 min-[480px]:grid-cols-3 sm:grid-cols-4 md:grid-cols-5 lg:grid-cols-6 lg:gap-4">
      {stars.map((star, index) => (
        <li key={star.actorId}>
          <Link
            href={{ pathname: '/amateur/[actorName]/videos', params: { actorName: star.slug } }}
            className="group flex h-full flex-col overflow-hidden rounded-tile bg-surface ring-1 ring-line transition hover:ring-accent/60"
          >
            <span className="relative block">
              <Img
                src={star.avatar.url}
                width={star.avatar.width}
                height={star.avatar.height}
                alt=""
                loading={index < eagerCount ? 'eager' : 'lazy'}
                className="aspect-square w-full object-cover transition duration-300 group-hover:scale-[1.03]"
              />
              {star.online ? (
                <span className="absolute left-1.5 top-1.5">
                  <OnlineBadge label={t('online')} />
                </span>
              ) : null}
            </span>
            <span className="flex flex-1 flex-col gap-0.5 p-2.5">
              <span className="truncate font-semibold text-fg group-hover:text-accent">{star.actorName}</span>
              <span className="text-xs text-muted">{t('age', { age: star.age })}</span>
              <span className="mt-1 flex flex-wrap items-baseline gap-x-2 text-sm">
                <span className="font-medium text-fg">{t('videos', { count: star.videoCount, formatted: formatNumber(star.videoCount) })}</span>
                {star.newVideoCount > 0 ? (
                  <span className="text-xs font-semibold text-accent">{t('newVideos', { count: formatNumber(star.newVideoCount) })}</span>
                ) : null}
              </span>
              {star.spokenLanguages.length > 0 ? (
                <span className="line-clamp-1 text-xs text-muted">{t('languages', { languages: languages(star.spokenLanguages) })}</span>
              ) : null}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
