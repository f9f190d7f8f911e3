import { AppLink as Link } from '@/i18n/app-link';
import { JsonLd } from '@/components/seo/json-ld';
import type { Locale } from '@/i18n/routing';
import { type BreadcrumbTarget, breadcrumbTrail } from '@/lib/seo/breadcrumb-trail';
import { breadcrumbNavLabel, crumbLabels } from '@/lib/seo/crumb-labels';
import { breadcrumbJsonLd, type Crumb } from '@/lib/seo/json-ld';

type BreadcrumbsProps = {
  locale: Locale;
  /** The site's public origin (the page passes publicOrigin()): JSON-LD wants absolute URLs. */
  origin: string;
  /** The page the trail ends on (lib/seo/breadcrumb-trail.ts), or a ready trail. */
  target: BreadcrumbTarget | readonly Crumb[];
  /** Also emit the schema.org BreadcrumbList (default true; once per page). */
  jsonLd?: boolean;
  className?: string;
};

/**
 * SEO breadcrumbs: a labelled nav with an ordered list, the current page last with
 * aria-current and no link, plus BreadcrumbList JSON-LD. A server component: no client JS.
 */
export function Breadcrumbs({ locale, origin, target, jsonLd = true, className }: BreadcrumbsProps) {
  const crumbs = Array.isArray(target) ? (target as readonly Crumb[]) : breadcrumbTrail(locale, crumbLabels(locale), target as BreadcrumbTarget);
  if (crumbs.length < 2) return null;
  return (
    <nav aria-label={breadcrumbNavLabel(locale)} className={className ?? 'mb-3 text-sm text-muted'}>
      {jsonLd ? <JsonLd data={breadcrumbJsonLd(origin, crumbs)} /> : null}
      <ol className="flex flex-wrap items-center gap-x-1.5 gap-y-1">
        {crumbs.map((crumb, index) => {
          const last = index === crumbs.length - 1;
          return (
            <li key={crumb.url} className="flex min-w-0 items-center gap-1.5">
              {last ? (
                <span aria-current="page" className="block max-w-[80vw] truncate py-0.5 font-medium text-fg sm:max-w-md">
                  {crumb.name}
                </span>
              ) : (
                <>
                  <Link href={crumb.url} className="inline-flex min-h-6 max-w-[45vw] items-center underline-offset-4 hover:text-fg hover:underline sm:max-w-xs">
                    <span className="truncate">{crumb.name}</span>
                  </Link>
                  <span aria-hidden="true">
                    ›
                  </span>
                </>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
