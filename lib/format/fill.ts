/**
 * Fills the {name} placeholders of a message the server translated with them left in (client
 * components get strings, not the ICU runtime). An unknown placeholder stays as it is.
 * Messages with a plural argument go through fillCount (lib/format/fill-count.ts).
 */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (match, name: string) => (Object.hasOwn(values, name) ? String(values[name]) : match));
}
