import { buttonStyles } from '@/components/ui/button-styles';
import { Link } from '@/i18n/navigation';

type MessagePanelProps = {
  /** A short line above the heading ("404", a performer's name); omitted when null. */
  eyebrow?: string | null;
  title: string;
  lead: string;
  homeLabel: string;
  newGirlsLabel: string;
};

/** A page that only has something to say: one h1, a sentence, and the two ways on. */
export function MessagePanel({ eyebrow, title, lead, homeLabel, newGirlsLabel }: MessagePanelProps) {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-2 py-16 text-center sm:py-24">
      {/* A camera lens: the one ornament of pages that have nothing else to show. */}
      <div aria-hidden="true" className="mb-8 grid size-16 place-items-center rounded-full border-2 border-accent/50 bg-surface">
        <div className="size-5 rounded-full bg-accent shadow-[0_0_24px_rgba(240,164,94,0.55)]" />
      </div>
      {eyebrow ? <p className="text-sm font-semibold uppercase tracking-widest text-accent">{eyebrow}</p> : null}
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-balance sm:text-4xl">{title}</h1>
      <p className="mt-4 text-base text-muted text-pretty">{lead}</p>
      <div className="mt-10 flex w-full flex-col justify-center gap-3 sm:w-auto sm:flex-row">
        <Link href="/" className={buttonStyles.primary}>
          {homeLabel}
        </Link>
        <Link href="/new-girls" className={buttonStyles.secondary}>
          {newGirlsLabel}
        </Link>
      </div>
    </section>
  );
}
