/** The bars' strings (fragment namespace `statusBars`), translated on the server and passed as props. */
export const STATUS_BAR_TEXT_KEYS = [
  'region',
  'close',
  'noAgeCheck',
  'verify',
  'avsPending',
  'avsRejected',
  'tryAgain',
  'avsAccepted',
  'autoRecharge',
  'mailNotVerified',
  'sendAgain',
  'sent',
  'sendFailed',
  'mailConfirmed',
  'welcomeBack',
  'cancellationOffer',
  'accept',
  'offerFailed',
  'monthlyBonus',
  'notFound',
] as const;

export type StatusBarText = Record<(typeof STATUS_BAR_TEXT_KEYS)[number], string>;

/** Fills `{name}`-style placeholders the server left in (ICU placeholders stay literal when passed raw). */
export function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
}
