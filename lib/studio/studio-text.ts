import { fill } from '@/lib/format/fill';

/**
 * The studio's strings, translated on the server (messages namespace "Studio") and handed to
 * client components as one flat record: 'login.title', 'earnings.kind.gift', … (STYLE.md:
 * translate on the server, pass strings to client components).
 */
export type StudioText = Readonly<Record<string, string>>;

/** Flattens the nested namespace into dotted keys. */
export function flattenMessages(tree: Record<string, unknown>, prefix = ''): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') out[`${prefix}${key}`] = value;
    else if (value && typeof value === 'object') Object.assign(out, flattenMessages(value as Record<string, unknown>, `${prefix}${key}.`));
  }
  return out;
}

/** A string of the record with its {placeholders} filled; a missing key shows as itself, never blank. */
export function studioString(text: StudioText, key: string, values: Record<string, string | number> = {}): string {
  return fill(text[key] ?? key, values);
}
