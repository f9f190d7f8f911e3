import { describe, expect, it } from 'vitest';
import { distanceKm, roundDistance, usesBrowserLocation } from '@/lib/geo/geo-location';
import { findPostalCode, parseZip, type PostalCodeTable } from '@/lib/geo/postal-code';

describe('§4 "browser location is used when the stored source is neither zip nor user input"', () => {
  it('asks the browser when nothing is stored or the stored location came from the browser', () => {
    expect(usesBrowserLocation(null)).toBe(true);
    expect(usesBrowserLocation({ source: 'browser' })).toBe(true);
  });
  it('keeps a zip or a user input', () => {
    expect(usesBrowserLocation({ source: 'zip' })).toBe(false);
    expect(usesBrowserLocation({ source: 'user' })).toBe(false);
  });
});

describe('distanceToGuest: the great-circle distance in km', () => {
  it('Berlin to Munich is about 504 km, and a point to itself 0', () => {
    expect(distanceKm({ lat: 52.52, long: 13.405 }, { lat: 48.1372, long: 11.5755 })).toBeCloseTo(504, -1);
    expect(distanceKm({ lat: 40.4, long: -3.7 }, { lat: 40.4, long: -3.7 })).toBe(0);
  });
  it('is symmetric', () => {
    const a = { lat: 47.37, long: 8.54 };
    const b = { lat: 52.37, long: 4.9 };
    expect(distanceKm(a, b)).toBeCloseTo(distanceKm(b, a), 9);
  });
  it('shows one decimal below 10 km and whole km from there on', () => {
    expect(roundDistance(3.14159)).toBe(3.1);
    expect(roundDistance(123.6)).toBe(124);
  });
});

describe('§7 getGeoLocationByZip: postal codes of several countries', () => {
  const table: PostalCodeTable = { DE: { '10115': [52.5, 13.4] }, AT: { '1010': [48.2, 16.37] }, CH: { '1010': [46.53, 6.66] }, ES: { '10115': [39.4, -6.3] }, NL: { '1012': [52.37, 4.89] } };
  it('a code that two countries use follows the language: 10115 is Berlin in German, Cáceres in Spanish', () => {
    expect(findPostalCode(table, '10115', 'de')?.country).toBe('DE');
    expect(findPostalCode(table, '10115', 'es')?.country).toBe('ES');
  });
  it('a country prefix picks the country; a Dutch code keeps its four digits', () => {
    expect(findPostalCode(table, 'ch-1010', 'de')?.country).toBe('CH');
    expect(parseZip('1012 ab')).toEqual({ country: null, code: '1012' });
    expect(findPostalCode(table, '1012AB', 'nl')).toEqual({ country: 'NL', zip: '1012', lat: 52.37, long: 4.89 });
  });
  it('an unknown code finds nothing', () => {
    expect(findPostalCode(table, '99999', 'de')).toBeNull();
    expect(findPostalCode(table, 'FR-75001', 'de')).toBeNull();
  });
});
