/**
 * §9 seasonal banners (halloween 559) show only inside their yearly window: from and to are
 * 'MM-DD', both days included, read as calendar days in the site's time zone. A window may run
 * over the new year (from > to). No window: always.
 */
export function inBannerWindow(window: { from: string | null; to: string | null }, day: { month: number; day: number }): boolean {
  if (window.from === null || window.to === null) return true;
  const today = `${String(day.month).padStart(2, '0')}-${String(day.day).padStart(2, '0')}`;
  return window.from <= window.to ? today >= window.from && today <= window.to : today >= window.from || today <= window.to;
}
