import 'server-only';

/** Services answered at their exact path (§7, DESIGN.md), not language-prefixed pages. */
const servicePath = /^\/(?:rest\/v1\/.+|graphql|feed\/graphql)$/;

/**
 * `trailingSlash: true` makes Next answer `/graphql` with a 308 to `/graphql/`. Clients of the
 * services call the exact path, so server.ts rewrites the URL internally before Next sees it.
 * Like Next's own rule, a last segment with a dot is treated as a file and left alone
 * (Next would redirect `/x.json/` back to `/x.json`). The query string is kept.
 */
export function withServiceSlash(url: string): string {
  const queryAt = url.indexOf('?');
  const pathname = queryAt === -1 ? url : url.slice(0, queryAt);
  if (pathname.endsWith('/') || !servicePath.test(pathname)) return url;
  const lastSegment = pathname.slice(pathname.lastIndexOf('/') + 1);
  if (lastSegment.includes('.')) return url;
  return `${pathname}/${queryAt === -1 ? '' : url.slice(queryAt)}`;
}
