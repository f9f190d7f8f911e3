export type OnlineBadgeProps = {
  label: string;
  /**
   * 'overlay' sits on an image (tiles); 'inline' stands in running text (profile); 'compact' is
   * the word and dot alone, for list rows where space is short.
   */
  look?: 'overlay' | 'inline' | 'compact';
};

const frames = {
  overlay: 'bg-black/70 px-1.5 py-0.5 text-[0.6875rem] sm:px-2 sm:text-xs',
  inline: 'bg-online/10 px-2.5 py-1 text-sm ring-1 ring-online/30',
  compact: 'text-xs',
} as const;

/** The online marker: a green dot plus the word, so the state never relies on colour alone. */
export function OnlineBadge({ label, look = 'overlay' }: OnlineBadgeProps) {
  return (
    <span className={`inline-flex items-center gap-1.5 rounded-full font-semibold text-online ${frames[look]}`}>
      <span aria-hidden="true" className="size-1.5 shrink-0 rounded-full bg-online shadow-[0_0_0_2px_rgba(61,220,132,0.25)]" />
      {label}
    </span>
  );
}
