import { describe, expect, it } from 'vitest';
import { emailSchema, passwordSchema, pwdResetInputSchema, screenNameSchema, signUpInputSchema } from '@/lib/contracts/account';

const ok = (schema: { safeParse: (v: unknown) => { success: boolean } }, value: unknown) => schema.safeParse(value).success;

describe('emailSchema (§5 email pattern)', () => {
  it('accepts ordinary addresses and trims surrounding blanks', () => {
    expect(emailSchema.parse('  anna@example.com ')).toBe('anna@example.com');
    expect(ok(emailSchema, 'first.last@mail.example.de')).toBe(true);
  });

  it('§5: "a local part free of angle brackets, parentheses, brackets, backslash, commas, semicolons, colons, whitespace, at sign and quotes"', () => {
    for (const bad of ['<', '>', '(', ')', '[', ']', '\\', ',', ';', ':', ' ', '@', '"']) {
      expect(ok(emailSchema, `an${bad}na@example.com`), JSON.stringify(bad)).toBe(false);
    }
  });

  it('§5: "with no dots at its ends (or a quoted string)"', () => {
    expect(ok(emailSchema, '.anna@example.com')).toBe(false);
    expect(ok(emailSchema, 'anna.@example.com')).toBe(false);
    expect(ok(emailSchema, '"anna maria"@example.com')).toBe(true);
  });

  it('§5: "then a bracketed IPv4 address or dot-separated domain labels ending in an alphabetic top-level domain of at least 2 letters"', () => {
    expect(ok(emailSchema, 'anna@[192.168.0.1]')).toBe(true);
    expect(ok(emailSchema, 'anna@192.168.0.1')).toBe(false);
    expect(ok(emailSchema, 'anna@example.c')).toBe(false);
    expect(ok(emailSchema, 'anna@example.c0m')).toBe(false);
    expect(ok(emailSchema, 'anna@localhost')).toBe(false);
  });

  it('refuses addresses longer than 254 characters', () => {
    expect(ok(emailSchema, `${'a'.repeat(250)}@example.com`)).toBe(false);
  });
});

describe('screen name and password rules', () => {
  it('screen names have 3–20 letters, digits, _ or -', () => {
    for (const name of ['abc', 'Anna_87', 'jörg-m', 'a'.repeat(20)]) expect(ok(screenNameSchema, name), name).toBe(true);
    for (const name of ['ab', 'a'.repeat(21), 'has space', 'dot.name', 'x@y', '']) expect(ok(screenNameSchema, name), name).toBe(false);
  });

  it('passwords need at least 8 characters', () => {
    expect(ok(passwordSchema, '1234567')).toBe(false);
    expect(ok(passwordSchema, '12345678')).toBe(true);
  });

  it('sign-up requires termsAccepted to be true', () => {
    const input = { email: 'a@example.com', screenName: 'anna', password: '12345678' };
    expect(ok(signUpInputSchema, { ...input, termsAccepted: true })).toBe(true);
    expect(ok(signUpInputSchema, { ...input, termsAccepted: false })).toBe(false);
    expect(ok(signUpInputSchema, input)).toBe(false);
  });

  it('§2 pwdreset reads u as a number from the query string form', () => {
    expect(pwdResetInputSchema.parse({ u: '10001', key: 'k'.repeat(43), password: '12345678' }).u).toBe(10001);
    expect(ok(pwdResetInputSchema, { u: 'abc', key: 'k'.repeat(43), password: '12345678' })).toBe(false);
  });
});
