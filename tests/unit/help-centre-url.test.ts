import { describe, expect, it } from 'vitest';
import { helpCentreUrl, reportContentUrl } from '@/lib/config/site';

describe('help-centre URL (§2 footer links)', () => {
  it('uses de and es for German and Spanish pages', () => {
    expect(helpCentreUrl('de', null)).toBe('https://help.example.com/hc/de/');
    expect(helpCentreUrl('es', null)).toBe('https://help.example.com/hc/es/');
  });

  it('falls back to en-us for every other language', () => {
    expect(helpCentreUrl('en', null)).toBe('https://help.example.com/hc/en-us/');
    expect(helpCentreUrl('nl', null)).toBe('https://help.example.com/hc/en-us/');
    expect(helpCentreUrl('fr', null)).toBe('https://help.example.com/hc/en-us/');
  });

  it('carries the logged-in guest name as a query parameter, encoded', () => {
    expect(helpCentreUrl('de', 'Max Müller')).toBe('https://help.example.com/hc/de/?name=Max+M%C3%BCller');
    expect(helpCentreUrl('en', 'a&b=c')).toBe('https://help.example.com/hc/en-us/?name=a%26b%3Dc');
  });

  it('leaves the name out for anonymous guests', () => {
    expect(helpCentreUrl('es', null)).not.toContain('?');
    expect(helpCentreUrl('es', '  ')).not.toContain('?');
  });
});

describe('report-content article (§2: de or en)', () => {
  it('is German for de and English otherwise', () => {
    expect(reportContentUrl('de')).toContain('/hc/de/articles/');
    expect(reportContentUrl('es')).toContain('/hc/en-us/articles/');
    expect(reportContentUrl('nl')).toContain('/hc/en-us/articles/');
  });
});
