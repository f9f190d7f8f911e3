import { Link } from '@/i18n/navigation';
import type { AppPathname } from '@/i18n/routing';

type StaticPathname = Exclude<AppPathname, `${string}[${string}`>;

type SectionHeadingProps = {
  id: string;
  title: string;
  /** A "see all" link to the section's own page. */
  more?: { href: StaticPathname; label: string };
};

/** An h2 that names a section (its id labels the section) with an optional "see all" link. */
export function SectionHeading({ id, title, more }: SectionHeadingProps) {
  return (
    <div className="mb-3 flex items-baseline justify-between gap-4 sm:mb-4">
      <h2 id={id} className="text-lg font-semibold tracking-tight sm:text-xl">
        {title}
      </h2>
      {more ? (
        <Link href={more.href} className="shrink-0 text-sm font-medium text-accent hover:underline">
          {more.label}
          <span aria-hidden="true"> →</span>
        </Link>
      ) : null}
    </div>
  );
}
