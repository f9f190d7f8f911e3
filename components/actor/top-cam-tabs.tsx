import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import type { TopCamView } from '@/lib/contracts/top-cam';
import { TOP_CAM_VIEWS, topCamRoutes } from './top-cam-routes';

/** Tabs between the four top cams views (§2): plain links, the current one marked. */
export async function TopCamTabs({ current }: { current: TopCamView }) {
  const t = await getTranslations('TopCams');
  return (
    <nav aria-label={t('tabsLabel')} className="-mx-3 overflow-x-auto border-b border-line px-3 sm:mx-0 sm:px-0">
      <ul className="flex min-w-max gap-1">
        {TOP_CAM_VIEWS.map((view) => {
          const active = view === current;
          return (
            <li key={view}>
              <Link
                href={topCamRoutes[view].pathname}
                aria-current={active ? 'page' : undefined}
                className={`-mb-px inline-flex min-h-11 items-center border-b-2 px-3 text-sm font-medium whitespace-nowrap transition-colors ${
                  active ? 'border-accent text-fg' : 'border-transparent text-muted hover:border-line hover:text-fg'
                }`}
              >
                {t(view)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
