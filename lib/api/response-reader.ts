/**
 * What checks an answer of the REST and GraphQL clients: a zod schema, or a hand-written reader
 * with the same safeParse for an answer every page asks for while it loads, where zod's first
 * evaluation would cost tens of ms of main thread on a phone (§1 speed; each such reader is
 * tested to answer what its zod schema answers).
 */
export type ResponseReader<T> = {
  safeParse(input: unknown): { success: true; data: T } | { success: false; error: { issues: unknown } };
};

/** A hand-written reader from a function that answers the value or null. */
export function readerOf<T>(read: (input: unknown) => T | null): ResponseReader<T> {
  return {
    safeParse(input) {
      const data = read(input);
      return data === null ? { success: false, error: { issues: [{ message: 'The answer does not have the expected shape.' }] } } : { success: true, data };
    },
  };
}
