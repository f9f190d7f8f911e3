/**
 * The fuzz suite's randomness: one seeded generator (mulberry32), so a failing input comes back
 * with the same FUZZ_SEED, and the hostile values every generator draws from.
 */
export type Rng = {
  next(): number;
  /** 0 … max - 1 */
  int(max: number): number;
  pick<T>(items: readonly T[]): T;
  chance(p: number): boolean;
};

export function createRng(seed: number): Rng {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (max: number) => Math.floor(next() * max);
  return { next, int, pick: (items) => items[int(items.length)] as (typeof items)[number], chance: (p) => next() < p };
}

export const nastyStrings: readonly string[] = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '%00',
  '%zz',
  '%',
  '%E0%A4%A',
  '\ud800',
  '\udfff\ud800',
  '😀'.repeat(40),
  'ß̶͉̝̭̥ͅ',
  '\u202e\u200b\ufeff',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '"; DROP TABLE guests; --',
  '../../etc/passwd',
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  'null',
  'undefined',
  'NaN',
  'Infinity',
  '-1',
  '0',
  '2147483648',
  '9007199254740993',
  '1e309',
  '0x10',
  'x'.repeat(5_000),
  '\r\n\t',
  '\\',
  '"',
  '{}',
  '[]',
  'true',
  'A'.normalize('NFD'),
  'ｌｕｎａ',
  'demo@example.com',
  'demo@example.com\u0000',
  'luna',
  'LunaSky',
];

export const nastyNumbers: readonly number[] = [
  0, -1, 1, 2, 7, 42, 2_147_483_647, 2_147_483_648, -2_147_483_649, 4_294_967_296, Number.MAX_SAFE_INTEGER, 9_007_199_254_740_993, 1e21, 1e308,
  -1e308, 0.5, -0, 1e-7, 3.14159,
];

/** JSON text, so "__proto__" is an own key as a client would send it (an object literal would set the prototype). */
const prototypeBodies: readonly string[] = [
  '{"__proto__":{"polluted":"yes","isAdmin":true}}',
  '{"constructor":{"prototype":{"polluted":"yes"}}}',
  '{"__proto__":null,"toString":"x","valueOf":1,"hasOwnProperty":"y"}',
  '{"prototype":{"polluted":"yes"},"__defineGetter__":1}',
];

export function prototypeObject(rng: Rng): Record<string, unknown> {
  return JSON.parse(rng.pick(prototypeBodies)) as Record<string, unknown>;
}

/** An array or object nested `levels` deep (JSON.stringify recurses: past ~1,000 levels send raw text instead). */
export function deepValue(levels: number, rng: Rng): unknown {
  let value: unknown = rng.pick(['leaf', 1, null]);
  for (let i = 0; i < levels; i += 1) value = rng.chance(0.5) ? [value] : { a: value };
  return value;
}

/** Any JSON value a hostile client might send where something else was expected. */
export function nastyValue(rng: Rng): unknown {
  switch (rng.int(10)) {
    case 0:
    case 1:
      return rng.pick(nastyStrings);
    case 2:
    case 3:
      return rng.pick(nastyNumbers);
    case 4:
      return rng.pick([true, false, null, [], {}, '']);
    case 5:
      return deepValue(rng.pick([5, 40, 200, 800]), rng);
    case 6:
      return prototypeObject(rng);
    case 7:
      return Array.from({ length: rng.pick([3, 100, 2_000]) }, () => rng.pick(nastyNumbers));
    case 8:
      return { [rng.pick(nastyStrings)]: rng.pick(nastyStrings), nested: { [rng.pick(nastyStrings)]: rng.pick(nastyNumbers) } };
    default:
      return 'z'.repeat(rng.pick([1, 300, 70_000]));
  }
}

const ALPHABET = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

export function word(rng: Rng, min = 1, max = 16): string {
  const length = min + rng.int(Math.max(1, max - min + 1));
  let text = '';
  for (let i = 0; i < length; i += 1) text += ALPHABET[rng.int(ALPHABET.length)];
  return text;
}

/** encodeURIComponent, except that a lone surrogate becomes its (invalid) UTF-8 bytes instead of throwing. */
export function encode(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return '%ED%A0%80';
  }
}
