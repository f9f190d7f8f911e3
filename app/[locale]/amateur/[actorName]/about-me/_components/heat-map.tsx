import { getTranslations } from 'next-intl/server';
import type { HeatMap as HeatMapData } from '@/lib/contracts/profile';
import { dayRuns, type HeatLevel, heatLevel, summarizeHeatMap } from './heat-map-summary';

const DAY_KEYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
const LEVELS: readonly HeatLevel[] = ['none', 'low', 'mid', 'high'];
const levelClass: Record<HeatLevel, string> = {
  none: 'bg-surface-2',
  low: 'bg-accent/30',
  mid: 'bg-accent/65',
  high: 'bg-accent',
};
const pad = (hour: number) => String(hour).padStart(2, '0');

/**
 * §3 heat map of online hours as an accessible 7×24 table (days as rows, hours as columns,
 * Berlin time), server-rendered without script. A sentence sums it up first ("usually online
 * Fri–Sun, 19–23 h"), each cell names its level in words, and a legend explains the colours.
 */
export async function HeatMap({ heatMap, name }: { heatMap: HeatMapData; name: string }) {
  const t = await getTranslations('HeatMap');
  const summary = summarizeHeatMap(heatMap.heatMaps);
  const short = (day: number) => t(`daysShort.${DAY_KEYS[day] ?? 'mon'}`);
  const long = (day: number) => t(`daysLong.${DAY_KEYS[day] ?? 'mon'}`);
  const days =
    summary === null
      ? ''
      : summary.days.length === 7
        ? t('everyDay')
        : dayRuns(summary.days)
            .map(([a, b]) => (a === b ? short(a) : t('dayRange', { from: short(a), to: short(b) })))
            .join(', ');
  const planned = dayRuns(heatMap.hoursToBeOnline).map(([a, b]) => `${pad(a)}–${pad((b + 1) % 24)}`);

  return (
    <div>
      <p className="text-pretty text-muted">{t('lead', { name })}</p>
      <p className="mt-3 text-lg font-semibold text-fg" data-testid="heat-map-summary">
        {summary ? t('summary', { days, from: pad(summary.fromHour), to: pad(summary.toHour) }) : t('summaryNone')}
      </p>

      <div className="mt-4 overflow-x-auto">
        <table className="w-full min-w-[20rem] table-fixed border-separate border-spacing-[2px] text-[0.625rem] sm:text-xs">
          <caption className="sr-only">{t('caption')}</caption>
          <colgroup>
            <col className="w-8 sm:w-12" />
          </colgroup>
          <thead>
            <tr>
              <th scope="col" className="sr-only">
                {t('dayHeader')}
              </th>
              {Array.from({ length: 24 }, (_, hour) => (
                <th key={hour} scope="col" className="p-0 text-center font-normal text-muted">
                  <span aria-hidden="true">{hour % 3 === 0 ? hour : ''}</span>
                  <span className="sr-only">{t('hourHeader', { hour: pad(hour) })}</span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {DAY_KEYS.map((key, day) => (
              <tr key={key}>
                <th scope="row" className="pr-1 text-left font-medium text-muted">
                  <abbr title={long(day)} className="no-underline">
                    {short(day)}
                  </abbr>
                </th>
                {Array.from({ length: 24 }, (_, hour) => {
                  const level = heatLevel(heatMap.heatMaps[day * 24 + hour] ?? 0);
                  return (
                    <td key={hour} className={`h-5 rounded-[2px] p-0 sm:h-6 ${levelClass[level]}`}>
                      <span className="sr-only">{t(`levels.${level}`)}</span>
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2 text-xs text-muted">
        <span className="font-medium">{t('legend')}:</span>
        <ul className="flex flex-wrap gap-x-4 gap-y-1">
          {LEVELS.map((level) => (
            <li key={level} className="inline-flex items-center gap-1.5">
              <span aria-hidden="true" className={`inline-block size-3 rounded-[2px] ring-1 ring-line ${levelClass[level]}`} />
              {t(`levels.${level}`)}
            </li>
          ))}
        </ul>
      </div>

      <dl className="mt-5 grid gap-3 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-muted">{t('planned')}</dt>
          <dd className="mt-0.5 font-medium text-fg">
            {planned.length > 0 ? t('plannedValue', { hours: planned.join(', ') }) : t('plannedNone')}
          </dd>
        </div>
        {heatMap.memo.trim() ? (
          <div>
            <dt className="text-muted">{t('memo', { name })}</dt>
            <dd className="mt-0.5 whitespace-pre-line text-fg">{heatMap.memo}</dd>
          </div>
        ) : null}
      </dl>
    </div>
  );
}
