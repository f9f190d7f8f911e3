import { describe, expect, it } from 'vitest';
import { berlinMonth, pastMonths } from '@/lib/server/vip/vip-months';

describe('§9 Berlin months of the VIP30 value history', () => {
  it('a month starts at Berlin midnight of its first day, in winter and in summer time', () => {
    expect(berlinMonth(new Date('2026-03-15T12:00:00Z'))).toEqual({
      month: '2026-03',
      start: new Date('2026-02-28T23:00:00Z'),
      // April starts after the spring change (2026-03-29): UTC+2.
      end: new Date('2026-03-31T22:00:00Z'),
    });
    // October holds the autumn change (2026-10-25): it starts in summer time and ends in winter time.
    expect(berlinMonth(new Date('2026-10-25T01:30:00Z'))).toEqual({ month: '2026-10', start: new Date('2026-09-30T22:00:00Z'), end: new Date('2026-10-31T23:00:00Z') });
  });

  it('the instant of Berlin midnight belongs to the new month; a second before to the old one', () => {
    expect(berlinMonth(new Date('2026-03-31T22:00:00Z')).month).toBe('2026-04');
    expect(berlinMonth(new Date('2026-03-31T21:59:59Z')).month).toBe('2026-03');
    // 2026-01-01 00:30 in Berlin is still 2025 in UTC.
    expect(berlinMonth(new Date('2025-12-31T23:30:00Z')).month).toBe('2026-01');
  });

  it('the 12 months before, newest first, across the year boundary', () => {
    const months = pastMonths(new Date('2026-02-10T10:00:00Z'), 12).map((m) => m.month);
    expect(months).toEqual(['2026-01', '2025-12', '2025-11', '2025-10', '2025-09', '2025-08', '2025-07', '2025-06', '2025-05', '2025-04', '2025-03', '2025-02']);
    const spans = pastMonths(new Date('2026-02-10T10:00:00Z'), 12);
    for (let i = 1; i < spans.length; i++) expect(spans[i]!.end).toEqual(spans[i - 1]!.start);
  });
});
