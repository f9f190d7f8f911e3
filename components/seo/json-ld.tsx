/**
 * Structured data (schema.org JSON-LD) in a script tag; builders are in lib/seo/json-ld.ts.
 * `<` is escaped so text from the catalogue can never close the script element (U+2028/2029 too,
 * for old parsers that treat them as line ends).
 */
export function JsonLd({ data }: { data: Record<string, unknown> | readonly Record<string, unknown>[] }) {
  const json = JSON.stringify(data).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
