type LockedPictureProps = {
  /** Read by screen readers and shown under the lock, e.g. "18+ – for age-verified guests only". */
  label: string;
  /** Short mark in the middle, e.g. "18+". */
  mark: string;
};

/**
 * The neutral stand-in for a picture the viewer may not see yet (fsk 18 needs age verification):
 * no image and no URL of the picture at all, just a lock, so nothing leaks into the HTML.
 */
export function LockedPicture({ label, mark }: LockedPictureProps) {
  return (
    <span
      role="img"
      aria-label={label}
      className="flex aspect-[3/4] w-full flex-col items-center justify-center gap-2 rounded-tile bg-[repeating-linear-gradient(135deg,var(--color-surface)_0_12px,var(--color-surface-2)_12px_24px)] p-3 text-center ring-1 ring-line"
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className="size-7 fill-none stroke-muted" strokeWidth="1.8">
        <rect x="5" y="11" width="14" height="10" rx="2" />
        <path d="M8 11V8a4 4 0 0 1 8 0v3" />
      </svg>
      <span aria-hidden="true" className="rounded bg-black/60 px-1.5 py-0.5 text-xs font-bold text-fg">
        {mark}
      </span>
      <span aria-hidden="true" className="hidden text-xs leading-snug text-muted sm:block">
        {label}
      </span>
    </span>
  );
}
