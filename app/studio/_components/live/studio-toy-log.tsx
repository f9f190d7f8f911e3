'use client';

import { useEffect, useState } from 'react';
import { useStudioT } from '../studio-context';
import type { ToyCommand } from './live-state';

/** How long the newest command pulses, so she notices it while performing. */
const PULSE_MS = 4_000;

/** Toy commands, newest first; the newest pulses for a few seconds. */
export function StudioToyLog({ toys }: { toys: ToyCommand[] }) {
  const t = useStudioT();
  const newestId = toys[0]?.id ?? null;
  // The newest command pulses until its time is up (a newer one starts its own pulse).
  const [calmedId, setCalmedId] = useState<number | null>(null);
  const pulsing = newestId !== calmedId ? newestId : null;

  useEffect(() => {
    if (newestId === null) return;
    const timer = setTimeout(() => setCalmedId(newestId), PULSE_MS);
    return () => clearTimeout(timer);
  }, [newestId]);

  return (
    <section aria-labelledby="studio-toy-title" className="rounded-lg border border-line bg-surface p-3">
      <h2 id="studio-toy-title" className="mb-2 font-semibold">
        {t('live.toys.title')}
      </h2>
      <ol data-testid="studio-toy-log" aria-live="assertive" className="space-y-1 text-sm">
        {toys.length === 0 ? <li className="text-muted">{t('live.toys.empty')}</li> : null}
        {toys.map((toy) => (
          <li
            key={toy.id}
            data-pulse={toy.id === pulsing ? 'true' : undefined}
            className={`rounded-md px-2 py-1 ${toy.id === pulsing ? 'animate-pulse bg-accent font-semibold text-on-accent' : 'bg-surface-2'}`}
          >
            {t('live.toys.entry', { guest: toy.guestName, name: toy.giftName ?? '', seconds: toy.toyDurationSeconds ?? 0 })}
          </li>
        ))}
      </ol>
    </section>
  );
}
