import type { ReactNode } from 'react';

/** A titled block of the profile (h2 under the performer's h1). */
export function ProfileSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mt-8 border-t border-line pt-6">
      <h2 className="mb-3 text-xs font-semibold uppercase tracking-wider text-muted">{title}</h2>
      {children}
    </section>
  );
}
