import { expect } from 'vitest';

type SafeParser = { safeParse(input: unknown): { success: true; data: unknown } | { success: false } };

/** A zod schema or a hand-written reader as a function: the parsed value, or null when refused. */
export const answerOf =
  (parser: SafeParser) =>
  (input: unknown): unknown => {
    const parsed = parser.safeParse(input);
    return parsed.success ? parsed.data : null;
  };

/**
 * Asserts that a hand-written check answers what its zod schema answers for every sample (the same
 * value when accepted, null when refused); returns how many the schema accepted, so a test can show
 * its samples cover both sides.
 */
export function expectSameAnswers(samples: readonly unknown[], read: (input: unknown) => unknown, schema: (input: unknown) => unknown): number {
  let accepted = 0;
  for (const sample of samples) {
    const expected = schema(sample);
    if (expected !== null) accepted += 1;
    expect(read(sample), String(JSON.stringify(sample)).slice(0, 160)).toEqual(expected);
  }
  return accepted;
}
