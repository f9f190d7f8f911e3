import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { formatNumber } from '@/lib/format/number';

/** The profile's sub-pages (§2). Pictures are reached from album tiles, not from a tab. */
export const PROFILE_TABS = ['overview', 'aboutMe', 'videos', 'liveShow', 'topCams'] as const;
export type ProfileTab = (typeof PROFILE_TABS)[number];

const tabPathnames = {
  overview: '/amateur/[actorName]',
  aboutMe: '/amateur/[actorName]/about-me',
  videos: '/amateur/[actorName]/videos',
  liveShow: '/amateur/[actorName]/live-show',
  topCams: '/amateur/[actorName]/top-cams',
} as const satisfies Record<ProfileTab, string>;

type ProfileNavProps = {
  /** The performer's lowercased name (§2 links). */
  slug: string;
  /** The current tab (aria-current="page"); null on pages below a tab, e.g. an album. */
  active: ProfileTab | null;
  videoCount?: number;
};

/** Tabs between the profile's sub-pages: plain links, server-rendered, the current one marked. */
export async function ProfileNav({ slug, active, videoCount }: ProfileNavProps) {
  const t = await getTranslations('ProfileNav');
  return (
    <nav aria-label={t('label')} className="mt-5 border-b border-line">
      {/* Wraps on phones rather than scrolling, so every tab (and the current one) stays in view. */}
      <ul className="flex flex-wrap gap-x-1 sm:flex-nowrap">
        {PROFILE_TABS.map((tab) => {
          const current = tab === active;
          return (
            <li key={tab}>
              <Link
                href={{ pathname: tabPathnames[tab], params: { actorName: slug } }}
                aria-current={current ? 'page' : undefined}
                className={`-mb-px inline-flex min-h-11 items-center gap-1.5 border-b-2 px-2.5 text-sm sm:px-3 font-medium whitespace-nowrap transition-colors ${
                  current ? 'border-accent text-fg' : 'border-transparent text-muted hover:border-line hover:text-fg'
                }`}
              >
                {t(tab)}
                {tab === 'videos' && videoCount !== undefined && videoCount > 0 ? (
                  <span className="rounded-full bg-surface-2 px-1.5 text-xs tabular-nums text-muted">{formatNumber(videoCount)}</span>
                ) : null}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
