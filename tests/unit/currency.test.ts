import { describe, expect, it } from 'vitest';
import { eurToCoins, formatMoney } from '@/lib/format/currency';

describe('formatMoney (§9 currency format)', () => {
  it('§9: 2 decimals for EUR with a comma decimal separator', () => {
    expect(formatMoney(1299, 'EUR')).toBe('12,99 €');
    expect(formatMoney(1050, 'EUR')).toBe('10,50 €');
    expect(formatMoney(5, 'EUR')).toBe('0,05 €');
  });

  it("§9: ',00' is stripped from whole euro amounts", () => {
    expect(formatMoney(5000, 'EUR')).toBe('50 €');
    expect(formatMoney(0, 'EUR')).toBe('0 €');
  });

  it('§9: 2 decimals for CHF, written with the code in front', () => {
    expect(formatMoney(1299, 'CHF')).toBe('CHF 12,99');
    expect(formatMoney(2000, 'CHF')).toBe('CHF 20');
  });

  it('§9: large amounts use dot thousands separators', () => {
    expect(formatMoney(123456789, 'EUR')).toBe('1.234.567,89 €');
    expect(formatMoney(100000, 'EUR')).toBe('1.000 €');
  });

  it('§9: 0 decimals for Credits, Voucher and the platform coin', () => {
    expect(formatMoney(1200, 'Credits')).toBe('1.200 Credits');
    expect(formatMoney(40, 'Coins')).toBe('40 Coins');
    expect(formatMoney(3, 'Voucher')).toBe('3 Voucher');
  });

  it('negative amounts keep their sign before the number', () => {
    expect(formatMoney(-1299, 'EUR')).toBe('-12,99 €');
    expect(formatMoney(-50, 'Coins')).toBe('-50 Coins');
  });

  it("§5/§8: an unknown currency raises 'Unknown currency'", () => {
    expect(() => formatMoney(100, 'USD')).toThrow('Unknown currency');
    expect(() => formatMoney(100, 'toString')).toThrow('Unknown currency');
    expect(() => formatMoney(100, '')).toThrow('Unknown currency');
  });
});

describe('eurToCoins (§9 credits conversion)', () => {
  it('§9: EUR to coins is the ceiling of amount times 4', () => {
    expect(eurToCoins(10)).toBe(40);
    expect(eurToCoins(0.25)).toBe(1);
    expect(eurToCoins(0.26)).toBe(2);
    expect(eurToCoins(12.99)).toBe(52);
    expect(eurToCoins(0)).toBe(0);
  });

  it('§9: float noise never tips the ceiling (0.1 + 0.2 EUR is 2 coins, not 3)', () => {
    expect(eurToCoins(0.1 + 0.2)).toBe(2);
    expect(eurToCoins(1.15)).toBe(5);
    expect(eurToCoins(19.75)).toBe(79);
  });
});
