import type { ReactNode } from 'react';

type ProfileSectionProps = {
  title: string;
  children: ReactNode;
  /** In a side column on wide screens: no rule and no top gap there. */
  flushOnWide?: boolean;
};

/** A titled block of the profile (h2 under the page's h1). */
export function ProfileSection({ title, children, flushOnWide = false }: ProfileSectionProps) {
  const wide = flushOnWide ? 'md:mt-0 md:border-t-0 md:pt-0' : '';
  return (
    <section className={`mt-8 border-t border-line pt-6 ${wide}`}>
      <h2 className="mb-3 text-xs font-semibold uppercase tracking-wider text-muted">{title}</h2>
      {children}
    </section>
  );
}
