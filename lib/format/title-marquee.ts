/**
 * §4 the optional title animation while the tab is hidden: a prefix scrolls in front of the page's
 * title, one character per step (§9: a step every 100 ms). Pure, so the frame for any step is known.
 */
export function marqueeTitle(prefix: string, title: string, step: number): string {
  const characters = [...prefix];
  if (characters.length === 0) return title;
  const at = ((step % characters.length) + characters.length) % characters.length;
  return `${characters.slice(at).join('')}${characters.slice(0, at).join('')} ${title}`;
}
