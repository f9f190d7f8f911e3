import { describe, expect, it } from 'vitest';
import { cpuMultiplierFor } from '@/bench/cpu-multiplier';

describe("Lighthouse's CPU calculator (bench: 4× assumes a host of benchmarkIndex ~1,500)", () => {
  it('answers its table: 150 → 1×, 800 → 2×, 1,300 → 3×, 1,533 → 4×, 2,000 → 6×', () => {
    expect(cpuMultiplierFor(150)).toBe(1);
    expect(cpuMultiplierFor(800)).toBe(2);
    expect(cpuMultiplierFor(1300)).toBe(3);
    expect(cpuMultiplierFor(1533)).toBeCloseTo(4, 2);
    expect(cpuMultiplierFor(2000)).toBeCloseTo(6, 2);
  });

  it('is linear between the points: this host at 1,185 gets 2.77×', () => {
    expect(cpuMultiplierFor(1185)).toBeCloseTo(2.77, 2);
    expect(cpuMultiplierFor(475)).toBeCloseTo(1.5, 2);
  });

  it('answers none below 150 or for a missing index', () => {
    expect(cpuMultiplierFor(149)).toBeNull();
    expect(cpuMultiplierFor(Number.NaN)).toBeNull();
  });
});
