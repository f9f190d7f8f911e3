import { describe, expect, it } from 'vitest';
import { formatDuration } from '@/lib/format/duration';
import { formatNumber } from '@/lib/format/number';

describe('formatNumber (§9 large numbers)', () => {
  it('§9: large numbers use dot thousands separators', () => {
    expect(formatNumber(0)).toBe('0');
    expect(formatNumber(999)).toBe('999');
    expect(formatNumber(1000)).toBe('1.000');
    expect(formatNumber(1234567)).toBe('1.234.567');
    expect(formatNumber(-1234567)).toBe('-1.234.567');
  });

  it('decimals follow a comma', () => {
    expect(formatNumber(1234.5, 2)).toBe('1.234,50');
    expect(formatNumber(-0.001, 2)).toBe('0,00');
  });
});

describe('formatDuration (§9 duration format)', () => {
  it('§9: mm:ss below an hour', () => {
    expect(formatDuration(0)).toBe('00:00');
    expect(formatDuration(5)).toBe('00:05');
    expect(formatDuration(65)).toBe('01:05');
    expect(formatDuration(3599)).toBe('59:59');
  });

  it('§9: with hours when nonzero', () => {
    expect(formatDuration(3600)).toBe('1:00:00');
    expect(formatDuration(3725)).toBe('1:02:05');
    expect(formatDuration(36000 + 59)).toBe('10:00:59');
  });

  it('cuts fractions and shows nonsense as 00:00', () => {
    expect(formatDuration(61.9)).toBe('01:01');
    expect(formatDuration(-3)).toBe('00:00');
    expect(formatDuration(Number.NaN)).toBe('00:00');
  });
});
