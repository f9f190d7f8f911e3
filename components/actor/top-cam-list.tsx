import { Img } from '@/components/ui/img';
import { getLocale, getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import type { GridMode } from '@/lib/catalog/list-query';
import type { TopCam, TopCamView } from '@/lib/contracts/top-cam';
import { formatMoney } from '@/lib/format/currency';
import { formatNumber } from '@/lib/format/number';
import { languageNames } from './language-names';
import { OnlineBadge } from './online-badge';

type TopCamListProps = {
  entries: readonly TopCam[];
  view: TopCamView;
  /** grid and list are the §2 modes; slider is a teaser row (five across from 768 px, scrolling sideways below). */
  mode?: GridMode | 'slider';
  /** The performer whose profile shows the list: her entry is marked. */
  highlightId?: number;
  /** How many images load at once; the rest lazily. */
  eagerCount?: number;
};

type Labels = { place: string; online: string; metric: string; detail: string | null; age: string; languages: string };

/**
 * §3 top cams as a ranked list: place, picture, name, online state and what the view ranks by
 * (fans, satisfaction with its rating count, video-call price). Grid: portrait tiles like the
 * model grid; list: rows with age and languages.
 */
export async function TopCamList({ entries, view, mode = 'grid', highlightId, eagerCount = 6 }: TopCamListProps) {
  const t = await getTranslations('TopCams');
  const tile = await getTranslations('ModelTile');
  const locale = (await getLocale()) as Locale;
  const satisfaction = (e: TopCam) => (e.satisfactionRate === null ? null : t('satisfaction', { rate: e.satisfactionRate }));
  const ratings = (e: TopCam) => (e.ratingCount === null ? null : t('ratings', { total: e.ratingCount, count: formatNumber(e.ratingCount) }));
  const labelsOf = (e: TopCam): Labels => {
    const fans = t('fans', { total: e.pinnedCount, count: formatNumber(e.pinnedCount) });
    const price = t('videoCallPrice', { price: formatMoney(e.videocallPrice.value, e.videocallPrice.currency) });
    const metric = { top100: satisfaction(e) ?? '', favorites: fans, bestChats: satisfaction(e) ?? '', videoCall: price }[view];
    const detail = { top100: null, favorites: null, bestChats: ratings(e), videoCall: e.onlineVideocall ? t('videoCallNow') : null }[view];
    return {
      place: t('place', { position: e.position }),
      online: tile('online'),
      metric,
      detail,
      age: tile('age', { age: e.age }),
      languages: languageNames(locale, e.spokenLanguages),
    };
  };
  const className = {
    list: 'grid grid-cols-1 gap-2 md:grid-cols-2 md:gap-3',
    grid: 'grid grid-cols-3 gap-2 sm:grid-cols-4 sm:gap-3 md:grid-cols-5 lg:grid-cols-6 lg:gap-4',
    slider: '-mx-3 grid auto-cols-[38%] grid-flow-col gap-2 overflow-x-auto px-3 pb-1 sm:mx-0 sm:grid-flow-row sm:grid-cols-5 sm:gap-3 sm:overflow-visible sm:px-0 lg:gap-4',
  }[mode];
  return (
    <ol className={className}>
      {entries.map((entry, index) => {
        const labels = labelsOf(entry);
        const eager = index < eagerCount;
        const marked = entry.id === highlightId;
        return (
          <li key={entry.id} aria-current={marked ? 'true' : undefined}>
            {mode === 'list' ? (
              <TopCamRow entry={entry} labels={labels} eager={eager} marked={marked} />
            ) : (
              <TopCamTile entry={entry} labels={labels} eager={eager} marked={marked} />
            )}
          </li>
        );
      })}
    </ol>
  );
}

type EntryProps = { entry: TopCam; labels: Labels; eager: boolean; marked: boolean };

const profileHref = (entry: TopCam) => ({ pathname: '/amateur/[actorName]', params: { actorName: entry.slug } }) as const;

function Place({ entry, labels }: { entry: TopCam; labels: Labels }) {
  return (
    <span className="inline-flex min-w-8 items-center justify-center rounded-full bg-accent px-1.5 py-0.5 text-xs font-bold tabular-nums text-on-accent">
      <span className="sr-only">{labels.place}</span>
      <span aria-hidden="true">{entry.position}</span>
    </span>
  );
}

function TopCamTile({ entry, labels, eager, marked }: EntryProps) {
  return (
    <Link
      href={profileHref(entry)}
      className={`group relative block overflow-hidden rounded-tile bg-surface ring-1 transition hover:ring-accent/60 ${marked ? 'ring-2 ring-accent' : 'ring-line'}`}
    >
      <Img
        src={entry.previewPicture.url}
        width={entry.previewPicture.width}
        height={entry.previewPicture.height}
        alt=""
        loading={eager ? 'eager' : 'lazy'}
        className="aspect-[3/4] w-full object-cover transition duration-300 group-hover:scale-[1.03]"
      />
      <span className="absolute left-1 top-1 sm:left-2 sm:top-2">
        <Place entry={entry} labels={labels} />
      </span>
      {entry.online ? (
        <span className="absolute right-1 top-1 sm:right-2 sm:top-2">
          <OnlineBadge label={labels.online} />
        </span>
      ) : null}
      <span className="absolute inset-x-0 bottom-0 flex flex-col bg-gradient-to-t from-black/90 via-black/60 to-transparent px-1.5 pb-1.5 pt-8 sm:px-2.5 sm:pb-2">
        <span className="truncate text-[0.8125rem] font-semibold leading-tight text-white sm:text-sm">{entry.name}</span>
        <span className="truncate text-[0.6875rem] leading-tight text-white/80 sm:text-xs">{labels.metric || labels.age}</span>
      </span>
    </Link>
  );
}

function TopCamRow({ entry, labels, eager, marked }: EntryProps) {
  return (
    <Link
      href={profileHref(entry)}
      className={`group flex items-center gap-3 rounded-tile bg-surface p-2 ring-1 transition hover:ring-accent/60 sm:gap-4 ${marked ? 'ring-2 ring-accent' : 'ring-line'}`}
    >
      <Place entry={entry} labels={labels} />
      <Img
        src={entry.avatarPicture.url}
        width={entry.avatarPicture.width}
        height={entry.avatarPicture.height}
        alt=""
        loading={eager ? 'eager' : 'lazy'}
        className="size-14 shrink-0 rounded-md object-cover sm:size-16"
      />
      <span className="flex min-w-0 flex-1 flex-col gap-0.5">
        <span className="truncate font-semibold text-fg group-hover:text-accent">{entry.name}</span>
        <span className="flex min-w-0 items-center gap-x-2 text-sm text-muted">
          {entry.online ? <OnlineBadge label={labels.online} look="compact" /> : null}
          <span className="truncate">
            {labels.age} · {labels.languages}
          </span>
        </span>
      </span>
      <span className="flex shrink-0 flex-col items-end text-right text-sm">
        {labels.metric ? <span className="font-semibold text-fg">{labels.metric}</span> : null}
        {labels.detail ? <span className="text-xs text-muted">{labels.detail}</span> : null}
      </span>
    </Link>
  );
}
