import { beforeEach, describe, expect, it, vi } from 'vitest';
import { balanceObserved, hasPendingTopUpCallback, setPendingTopUpCallback } from '@/lib/guest/top-up-callback';

beforeEach(() => {
  setPendingTopUpCallback(null);
  balanceObserved(null);
});

describe('§4 "Guest balance: a payment runs the pending top-up callback"', () => {
  it('runs the callback once when the balance rises, not on the first balance or a debit', () => {
    const callback = vi.fn();
    balanceObserved(500);
    setPendingTopUpCallback(callback);
    expect(balanceObserved(300)).toBe(false);
    expect(callback).not.toHaveBeenCalled();
    expect(balanceObserved(2300)).toBe(true);
    expect(callback).toHaveBeenCalledTimes(1);
    expect(hasPendingTopUpCallback()).toBe(false);
    balanceObserved(4300);
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('a newer registration replaces the older one; logging out (null) forgets the last balance', () => {
    const first = vi.fn();
    const second = vi.fn();
    balanceObserved(0);
    setPendingTopUpCallback(first);
    setPendingTopUpCallback(second);
    balanceObserved(1000);
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);
    balanceObserved(null);
    setPendingTopUpCallback(first);
    expect(balanceObserved(5000)).toBe(false);
    expect(first).not.toHaveBeenCalled();
  });
});
