import type { ReactNode } from 'react';

type Props = { id: string; heading: string; lead: string; status: string; children?: ReactNode };

/**
 * A settings panel that says where things stand: heading, one lead sentence, a live status line
 * (read out when it changes), then the panel's controls. Shared by the guest's settings panels
 * (web push per device, geolocation).
 */
export function StatusPanel({ id, heading, lead, status, children }: Props) {
  return (
    <section aria-labelledby={id} className="rounded-tile border border-line bg-surface p-5">
      <h2 id={id} className="text-lg font-semibold">
        {heading}
      </h2>
      <p className="mt-1 text-sm text-muted">{lead}</p>
      <p role="status" className="mt-3 text-sm font-medium">
        {status}
      </p>
      {children}
    </section>
  );
}
