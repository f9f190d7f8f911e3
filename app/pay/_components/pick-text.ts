/** The given keys of one message namespace (under `prefix`), as the plain strings a client view takes. */
export function pick<K extends string>(t: (key: string) => string, prefix: string, keys: readonly K[]): Record<K, string> {
  return Object.fromEntries(keys.map((key) => [key, t(prefix ? `${prefix}.${key}` : key)])) as Record<K, string>;
}
