import 'server-only';

/** An inclusive byte range of a file, as HTTP ranges count. */
export type ByteRange = { start: number; end: number };

/**
 * The one range of a `Range` header (RFC 9110 §14.1.2) within a file of `size` bytes:
 * 'whole' when there is none, another unit or several ranges (a server may ignore those);
 * 'unsatisfiable' (416) when it starts past the end, is empty or does not parse.
 */
export function parseByteRange(header: string | null, size: number): ByteRange | 'whole' | 'unsatisfiable' {
  if (header === null) return 'whole';
  const value = header.trim();
  if (!/^bytes=/i.test(value)) return 'whole';
  const spec = value.slice('bytes='.length).trim();
  if (spec.includes(',')) return 'whole';
  const match = /^(\d*)-(\d*)$/.exec(spec);
  if (!match || (match[1] === '' && match[2] === '')) return 'unsatisfiable';
  const [, first = '', last = ''] = match;
  if (first === '') {
    // A suffix: the last N bytes.
    const length = Number(last);
    if (length === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - length), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Number(last);
  if (start >= size || end < start) return 'unsatisfiable';
  return { start, end: Math.min(end, size - 1) };
}
