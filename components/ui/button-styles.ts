/**
 * Class names of the two button looks, shared by <button> and link elements so a link that
 * looks like a button stays a link (and the other way round).
 */
const base =
  'inline-flex min-h-10 items-center justify-center gap-2 whitespace-nowrap rounded-full px-4 text-sm font-semibold transition-colors';

export const buttonStyles = {
  primary: `${base} bg-accent text-on-accent hover:bg-accent-strong`,
  secondary: `${base} border border-line bg-surface-2 text-fg hover:border-accent`,
  ghost: `${base} text-fg hover:bg-surface-2`,
} as const;

export type ButtonLook = keyof typeof buttonStyles;
