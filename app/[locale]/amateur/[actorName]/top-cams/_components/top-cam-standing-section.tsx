import { getTranslations } from 'next-intl/server';
import { TopCamList } from '@/components/actor/top-cam-list';
import { topCamRoutes } from '@/components/actor/top-cam-routes';
import { Link } from '@/i18n/navigation';
import type { TopCamStanding } from '@/lib/contracts/top-cam';

/** One top cams view on the profile: her place (or that she is not in it) and the list around her. */
export async function TopCamStandingSection({ standing, actorId }: { standing: TopCamStanding; actorId: number }) {
  const t = await getTranslations('TopCams');
  const id = `standing-${standing.view}`;
  return (
    <section aria-labelledby={id}>
      <div className="mb-3 flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id={id} className="text-lg font-semibold tracking-tight sm:text-xl">
          {t(standing.view)}
        </h2>
        <Link href={topCamRoutes[standing.view].pathname} className="text-sm font-medium text-accent hover:underline">
          {t('wholeList')}
          <span aria-hidden="true"> →</span>
        </Link>
      </div>
      <p className={`mb-3 text-sm ${standing.position === null ? 'text-muted' : 'font-semibold text-fg'}`}>
        {standing.position === null ? t('notListed') : t('standing', { position: standing.position, size: standing.size })}
      </p>
      {standing.around.length > 0 ? (
        <TopCamList entries={standing.around} view={standing.view} mode="list" highlightId={actorId} eagerCount={0} />
      ) : (
        <p className="text-muted">{t('empty')}</p>
      )}
    </section>
  );
}
