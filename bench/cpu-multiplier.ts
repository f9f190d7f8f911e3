// Lighthouse's CPU slowdown for this host. Its mobile default (4×) assumes a host whose
// benchmarkIndex is about 1,500 (a Moto G-class phone is a quarter of that); on a slower host the
// same pages are slowed further and the blocking time grows with it. Lighthouse's throttling docs
// point to a calculator (lighthouse-cpu-throttling-calculator) that answers the multiplier which
// emulates the same phone on a given host: 150 → 1×, 800 → 2×, 1,300 → 3×, 1,533 → 4×, linear
// between. `npm run bench` prints the default figures; LIGHTHOUSE_CPU=calibrated adds nothing of
// its own, it only measures with that multiplier.

/** The calculator's multiplier for a benchmarkIndex; null below 150 (it answers none there). */
export function cpuMultiplierFor(benchmarkIndex: number): number | null {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex < 150) return null;
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  return 1 + (benchmarkIndex - 150) / 650;
}
