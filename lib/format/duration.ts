const pad = (n: number) => String(n).padStart(2, '0');

/**
 * §9 duration format: mm:ss, with hours (h:mm:ss) when nonzero. Fractions are cut, and
 * anything that is not a non-negative number shows as 00:00 rather than "NaN:NaN".
 */
export function formatDuration(seconds: number): string {
  const total = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const rest = total % 60;
  return hours > 0 ? `${hours}:${pad(minutes)}:${pad(rest)}` : `${pad(minutes)}:${pad(rest)}`;
}
