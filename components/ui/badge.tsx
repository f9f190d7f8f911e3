type BadgeTone = 'free' | 'sale' | 'vip';

const tones: Record<BadgeTone, string> = {
  free: 'bg-online text-black',
  sale: 'bg-sale text-black',
  vip: 'bg-accent text-on-accent',
};

/** A short upper-case label on a poster ("Free", "−30 %", "VIP"); dark text on light fills for contrast. */
export function Badge({ tone, children }: { tone: BadgeTone; children: string }) {
  return (
    <span className={`rounded px-1.5 py-0.5 text-[0.6875rem] font-bold uppercase tracking-wide ${tones[tone]}`}>
      {children}
    </span>
  );
}
