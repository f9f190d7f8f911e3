import type { ReactNode } from 'react';
import { Link } from '@/i18n/navigation';
import type { Href } from './list-href';

type VideoSectionProps = {
  id: string;
  title: string;
  lead?: string;
  /** "Show all" link to the section's own list; `moreLabel` names it for screen readers. */
  more?: { href: Href; label: string; moreLabel: string };
  children: ReactNode;
};

/** A titled block of the video hub: h2, an optional "show all" link, then its tiles. */
export function VideoSection({ id, title, lead, more, children }: VideoSectionProps) {
  return (
    <section aria-labelledby={id} className="mt-10 first-of-type:mt-6">
      <div className="mb-3 flex items-baseline justify-between gap-4 sm:mb-4">
        <div className="min-w-0">
          <h2 id={id} className="text-lg font-semibold tracking-tight sm:text-xl">
            {title}
          </h2>
          {lead ? <p className="text-sm text-muted">{lead}</p> : null}
        </div>
        {more ? (
          <Link href={more.href} aria-label={more.moreLabel} className="shrink-0 text-sm font-medium text-accent hover:underline">
            {more.label}
            <span aria-hidden="true"> →</span>
          </Link>
        ) : null}
      </div>
      {children}
    </section>
  );
}
