/**
 * Checks every input the same way before its own schema sees it (REST bodies, queries and paths,
 * GraphQL variables and string literals, WebSocket frames):
 * - U+0000: PostgreSQL text cannot hold it, so a query with one fails as a server error;
 * - nesting: no call takes input nested this deep, and deep values overflow recursive code
 *   (JSON.stringify of a jsonb value, logging) with a RangeError.
 */
export const MAX_INPUT_DEPTH = 32;

export type InputFlaw = 'nul' | 'depth';

export const inputFlawMessages: Readonly<Record<InputFlaw, string>> = {
  nul: 'The input contains a NUL character (U+0000), which no field accepts.',
  depth: `The input is nested deeper than ${MAX_INPUT_DEPTH} levels.`,
};

/**
 * The first flaw of a parsed JSON value (strings, keys, nesting), or null. Iterative: a 1 MB body
 * may nest half a million levels, which a recursive walk would not survive.
 */
export function inputFlaw(value: unknown, maxDepth = MAX_INPUT_DEPTH): InputFlaw | null {
  const stack: [item: unknown, depth: number][] = [[value, 0]];
  for (let next = stack.pop(); next; next = stack.pop()) {
    const [item, depth] = next;
    if (typeof item === 'string') {
      if (item.includes('\u0000')) return 'nul';
      continue;
    }
    if (typeof item !== 'object' || item === null) continue;
    if (depth >= maxDepth) return 'depth';
    if (Array.isArray(item)) {
      for (const child of item) stack.push([child, depth + 1]);
      continue;
    }
    // Own keys only, "__proto__" included: JSON.parse makes it an ordinary own property.
    for (const [key, child] of Object.entries(item)) {
      if (key.includes('\u0000')) return 'nul';
      stack.push([child, depth + 1]);
    }
  }
  return null;
}
