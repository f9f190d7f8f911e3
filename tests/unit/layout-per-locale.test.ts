import { afterEach, describe, expect, it, vi } from 'vitest';
import { perLocale } from '@/components/layout/per-locale';

afterEach(() => vi.unstubAllEnvs());

describe('layout strings kept per language (§1 de, en, es, nl: the same strings for every page of a language)', () => {
  it('makes a language once in production and each language apart', async () => {
    vi.stubEnv('NODE_ENV', 'production');
    const make = vi.fn(async (locale: string) => ({ locale }));
    const text = perLocale(make);
    const [first, second, other] = await Promise.all([text('de'), text('de'), text('es')]);
    expect(first).toBe(second);
    expect(other).toEqual({ locale: 'es' });
    expect(make.mock.calls.map(([locale]) => locale)).toEqual(['de', 'es']);
  });

  it('does not keep a failure: the next request makes the language again', async () => {
    vi.stubEnv('NODE_ENV', 'production');
    let calls = 0;
    const text = perLocale(async (locale) => {
      calls += 1;
      if (calls === 1) throw new Error('messages not loaded');
      return locale;
    });
    await expect(text('nl')).rejects.toThrow('messages not loaded');
    await expect(text('nl')).resolves.toBe('nl');
  });

  it('makes it on every call in development, so edited messages show', async () => {
    vi.stubEnv('NODE_ENV', 'development');
    const make = vi.fn(async (locale: string) => locale);
    const text = perLocale(make);
    await text('en');
    await text('en');
    expect(make).toHaveBeenCalledTimes(2);
  });
});
