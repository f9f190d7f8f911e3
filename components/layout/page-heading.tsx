import type { ReactNode } from 'react';

type PageHeadingProps = {
  title: string;
  lead?: string;
  /** Extra line under the lead, e.g. a count. */
  children?: ReactNode;
};

/** The one h1 of a page, with an optional lead sentence. */
export function PageHeading({ title, lead, children }: PageHeadingProps) {
  return (
    <div className="max-w-3xl">
      <h1 className="text-2xl font-bold tracking-tight text-balance sm:text-3xl">{title}</h1>
      {lead ? <p className="mt-2 text-sm text-muted text-pretty sm:text-base">{lead}</p> : null}
      {children}
    </div>
  );
}
