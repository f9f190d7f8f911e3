/** Placeholders of the route templates the pages build with hrefOf (encodeURIComponent leaves them alone). */
export const HREF_ACTOR = '__actor__';
export const HREF_ID = '__id__';

/**
 * A localized route template (`/de/amateur/__actor__/bilder/__id__/`) filled in for one item:
 * client components get finished URLs, never the routing table.
 */
export function fillHref(template: string, actor: string, id: number | string = ''): string {
  return template.replace(HREF_ACTOR, encodeURIComponent(actor)).replace(HREF_ID, encodeURIComponent(String(id)));
}
