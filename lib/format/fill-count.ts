import { fill } from './fill';

/**
 * fill() for messages with an ICU plural argument — `{amount, plural, one {# coin} other {# coins}}` —
 * so a count reads "1 coin" and "3 coins" in every language (`#` is the number; `=N` branches
 * first); its own module, so pages whose first-load islands only fill plain placeholders do not
 * ship it. `locale` picks the plural category; de, en, es and nl agree for whole numbers (one: 1).
 */
export function fillCount(template: string, values: Record<string, string | number>, locale = 'en'): string {
  return fill(fillPlurals(template, values, locale), values);
}

const PLURAL_START = /\{(\w+),\s*plural\s*,/g;

/** The index of the brace that closes the one at `open`, or -1 when the message is unbalanced. */
function closingBrace(text: string, open: number): number {
  let depth = 0;
  for (let i = open; i < text.length; i += 1) {
    if (text[i] === '{') depth += 1;
    else if (text[i] === '}') {
      depth -= 1;
      if (depth === 0) return i;
    }
  }
  return -1;
}

/** The branches of a plural argument's body: `one {…} other {…}` as selector → text. */
function branchesOf(body: string): Map<string, string> {
  const branches = new Map<string, string>();
  let at = 0;
  while (at < body.length) {
    const open = body.indexOf('{', at);
    if (open < 0) break;
    const close = closingBrace(body, open);
    if (close < 0) break;
    const selector = body.slice(at, open).trim();
    if (selector) branches.set(selector, body.slice(open + 1, close));
    at = close + 1;
  }
  return branches;
}

function fillPlurals(template: string, values: Record<string, string | number>, locale: string): string {
  let out = '';
  let from = 0;
  for (;;) {
    PLURAL_START.lastIndex = from;
    const start = PLURAL_START.exec(template);
    if (!start) return out + template.slice(from);
    const end = closingBrace(template, start.index);
    if (end < 0) return out + template.slice(from);
    out += template.slice(from, start.index);
    const name = start[1]!;
    const count = Object.hasOwn(values, name) ? Number(values[name]) : Number.NaN;
    const branches = branchesOf(template.slice(start.index + start[0].length, end));
    const chosen = Number.isFinite(count) ? (branches.get(`=${count}`) ?? branches.get(new Intl.PluralRules(locale).select(count)) ?? branches.get('other')) : undefined;
    // Without a number (or a branch) the argument stays as written, like an unknown placeholder.
    out += chosen === undefined ? template.slice(start.index, end + 1) : fillPlurals(chosen, values, locale).replaceAll('#', String(count));
    from = end + 1;
  }
}
