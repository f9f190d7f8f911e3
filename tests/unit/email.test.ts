import { describe, expect, it } from 'vitest';
import { isValidEmail } from '@/lib/validation/email';

describe('isValidEmail (§5 email pattern)', () => {
  it('accepts ordinary addresses with dot-separated domain labels', () => {
    for (const email of ['anna@example.com', 'first.last@mail.example.de', 'a+tag@sub-domain.example.co', 'x@y.io']) {
      expect(isValidEmail(email), email).toBe(true);
    }
  });

  it('§5: a quoted local part is allowed', () => {
    expect(isValidEmail('"john doe"@example.com')).toBe(true);
  });

  it('§5: a bracketed IPv4 address is allowed as the domain', () => {
    expect(isValidEmail('anna@[192.168.0.1]')).toBe(true);
    expect(isValidEmail('anna@192.168.0.1')).toBe(false);
  });

  it('§5: the local part has no dots at its ends and no empty segments', () => {
    expect(isValidEmail('.anna@example.com')).toBe(false);
    expect(isValidEmail('anna.@example.com')).toBe(false);
    expect(isValidEmail('an..na@example.com')).toBe(false);
  });

  it('§5: the local part is free of <>()[]\\,;: whitespace, @ and quotes', () => {
    for (const bad of ['<', '>', '(', ')', '[', ']', '\\', ',', ';', ':', ' ', '\t', '@', '"']) {
      expect(isValidEmail(`an${bad}na@example.com`), JSON.stringify(bad)).toBe(false);
    }
  });

  it('§5: the top-level domain is alphabetic with at least 2 letters', () => {
    expect(isValidEmail('anna@example.c')).toBe(false);
    expect(isValidEmail('anna@example.c0m')).toBe(false);
    expect(isValidEmail('anna@localhost')).toBe(false);
    expect(isValidEmail('anna@example..com')).toBe(false);
  });

  it('rejects missing parts', () => {
    for (const bad of ['', 'anna', 'anna@', '@example.com', 'anna@@example.com']) {
      expect(isValidEmail(bad), bad).toBe(false);
    }
  });
});
