export type PinText = {
  /** The accessible names: "Add … to favourites" / "Remove … from favourites". */
  add: string;
  remove: string;
  /** A word shown beside the heart (the pill look); the icon look shows none. */
  label?: string;
};

type Props = { pinned: boolean; busy: boolean; text: PinText; look: 'pill' | 'icon'; onClick?: () => void };

const looks = {
  pill: 'min-h-10 gap-2 rounded-full border border-line bg-surface-2 px-4 text-sm font-semibold',
  icon: 'size-11 justify-center rounded-full border border-white/25 bg-black/60 text-white',
};

// No 'use client': the first view of a heart before its module has loaded (pin-island.tsx), and the heart itself.
/** The heart's markup: pressed when pinned, named by what a click does. */
export function PinButtonView({ pinned, busy, text, look, onClick }: Props) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-pressed={pinned}
      aria-label={pinned ? text.remove : text.add}
      disabled={busy}
      className={`inline-flex shrink-0 items-center hover:border-accent disabled:opacity-60 aria-pressed:border-accent aria-pressed:text-accent ${looks[look]}`}
    >
      <svg viewBox="0 0 24 24" aria-hidden="true" className="size-5" fill={pinned ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth="2">
        <path d="M12 21s-7.5-4.6-9.6-9.2C.9 8.4 3 4.5 6.8 4.5c2.1 0 3.6 1.1 5.2 3 1.6-1.9 3.1-3 5.2-3 3.8 0 5.9 3.9 4.4 7.3C19.5 16.4 12 21 12 21z" />
      </svg>
      {look === 'pill' && text.label ? <span>{text.label}</span> : null}
    </button>
  );
}
