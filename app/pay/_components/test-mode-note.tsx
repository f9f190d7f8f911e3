import type { ReactNode } from 'react';

export type TestRow = { label: string; value: string };

/** What the sandbox provider accepts, listed as a payment provider's test mode does. */
export function TestModeNote({ title, lead, rows, children }: { title: string; lead: string; rows: TestRow[]; children?: ReactNode }) {
  return (
    <aside aria-label={title} className="rounded-tile border border-dashed border-line p-3 text-xs text-muted">
      <p className="font-semibold text-fg">{title}</p>
      <p className="mt-1">{lead}</p>
      {rows.length > 0 ? (
        <ul className="mt-2 grid gap-1">
          {rows.map((row) => (
            <li key={row.value} className="flex justify-between gap-3">
              <span>{row.label}</span>
              <code className="shrink-0 whitespace-nowrap font-mono text-fg">{row.value}</code>
            </li>
          ))}
        </ul>
      ) : null}
      {children}
    </aside>
  );
}
