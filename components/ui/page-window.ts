/** Pages to show as numbers: first, last, and two around the current one; null is a gap. */
export function pageWindow(page: number, pageCount: number): (number | null)[] {
  const wanted = new Set([1, pageCount, page - 2, page - 1, page, page + 1, page + 2]);
  const pages = [...wanted].filter((p) => p >= 1 && p <= pageCount).sort((a, b) => a - b);
  const out: (number | null)[] = [];
  pages.forEach((p, i) => {
    const previous = pages[i - 1];
    if (previous !== undefined && p - previous > 1) out.push(p - previous === 2 ? p - 1 : null);
    out.push(p);
  });
  return out;
}

/**
 * The query of one page link: the list's other parameters (sort, view, …) kept as they are, and
 * `page` set; page 1 has no `page` so each list page has one URL. Empty values are dropped.
 */
export function pageQuery(keep: Readonly<Record<string, string | undefined>> | undefined, page: number): Record<string, string> | undefined {
  const query: Record<string, string> = {};
  for (const [key, value] of Object.entries(keep ?? {})) {
    if (key !== 'page' && value) query[key] = value;
  }
  if (page > 1) query.page = String(page);
  return Object.keys(query).length > 0 ? query : undefined;
}
