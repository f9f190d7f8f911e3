import type { Locale } from '@/i18n/routing';
import type { TvProgram, TvSlot } from '@/lib/contracts/tv';

export type ProgramText = { nowOnAir: string; upNext: string; noProgram: string; withPerformer: string };

/** Times in Berlin time (§2: the program is planned in Europe/Berlin), the same on server and client. */
function timeRange(slot: TvSlot, locale: Locale): string {
  const format = new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', timeZone: 'Europe/Berlin' });
  return `${format.format(new Date(slot.startsAt))}–${format.format(new Date(slot.endsAt))}`;
}

function Slot({ label, slot, locale, text }: { label: string; slot: TvSlot | null; locale: Locale; text: ProgramText }) {
  return (
    <section aria-label={label} className="rounded-tile border border-line bg-surface p-4">
      <h2 className="text-xs font-semibold uppercase tracking-wide text-fg/70">{label}</h2>
      {slot ? (
        <>
          <p className="mt-1 text-lg font-semibold" data-testid="tv-slot-title">
            {slot.title}
          </p>
          <p className="text-sm text-fg/80">
            <time dateTime={slot.startsAt}>{timeRange(slot, locale)}</time>
          </p>
          {slot.actor && (
            <p className="mt-1 text-sm">
              <a href={slot.actor.link} className="underline">
                {text.withPerformer.replace('{name}', slot.actor.name)}
              </a>
            </p>
          )}
        </>
      ) : (
        <p className="mt-1 text-sm">{text.noProgram}</p>
      )}
    </section>
  );
}

/** What is on now and next; rendered by the server first and kept current by the live island. */
export function ProgramView({ program, locale, text }: { program: TvProgram; locale: Locale; text: ProgramText }) {
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <Slot label={text.nowOnAir} slot={program.current} locale={locale} text={text} />
      <Slot label={text.upNext} slot={program.next} locale={locale} text={text} />
    </div>
  );
}
