// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { lockBodyScroll } from '@/components/boxes/body-scroll-lock';
import { blackFridayRuns } from '@/lib/promo/black-friday-2020';

afterEach(() => document.body.removeAttribute('style'));

describe('§2 "block page scrolling" (components/boxes/body-scroll-lock.ts)', () => {
  it('the body stops scrolling while any lock is held; the last release restores the overflow and padding it had', () => {
    document.body.style.overflow = 'auto';
    document.body.style.paddingRight = '7px';
    const first = lockBodyScroll();
    const second = lockBodyScroll();
    expect(document.body.style.overflow).toBe('hidden');
    first();
    // Released twice: must not free the other box's lock.
    first();
    expect(document.body.style.overflow).toBe('hidden');
    second();
    expect(document.body.style.overflow).toBe('auto');
    expect(document.body.style.paddingRight).toBe('7px');
  });

  it('a body without its own style gets none back', () => {
    const release = lockBodyScroll();
    expect(document.body.style.overflow).toBe('hidden');
    release();
    expect(document.body.style.overflow).toBe('');
    expect(document.body.style.paddingRight).toBe('');
  });
});

describe('§2 the Black Friday 2020 promotion window (lib/promo/black-friday-2020.ts)', () => {
  it('runs from Black Friday to Cyber Monday 2020, both included, and at no other time', () => {
    expect(blackFridayRuns('2020-11-26')).toBe(false);
    expect(blackFridayRuns('2020-11-27')).toBe(true);
    expect(blackFridayRuns('2020-11-30')).toBe(true);
    expect(blackFridayRuns('2020-12-01')).toBe(false);
    expect(blackFridayRuns('2026-11-27')).toBe(false);
  });
});
