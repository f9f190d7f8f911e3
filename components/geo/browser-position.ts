/** §4 browser location: the browser's own prompt, opened only from a click; null when refused or unavailable. */
export function askBrowserPosition(): Promise<{ lat: number; long: number } | null> {
  if (typeof navigator === 'undefined' || !('geolocation' in navigator)) return Promise.resolve(null);
  return new Promise((resolve) => {
    navigator.geolocation.getCurrentPosition(
      (p) => resolve({ lat: Math.round(p.coords.latitude * 1e4) / 1e4, long: Math.round(p.coords.longitude * 1e4) / 1e4 }),
      () => resolve(null),
      { maximumAge: 600_000, timeout: 15_000 },
    );
  });
}
