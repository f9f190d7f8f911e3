import { describe, expect, it } from 'vitest';
import { marketHostsSchema, marketOfHost } from '@/lib/server/market/market-hosts';
import { pagePolicy } from '@/lib/server/http/page-cache-policy';

describe('market hosts (§1 "a desktop variant, a mobile variant and a Spanish-market variant")', () => {
  it('parses the host → variant table and answers the variant of a Host header, port and case ignored', () => {
    const table = marketHostsSchema.parse('es.localhost=es, Special.Localhost=special');
    expect(marketOfHost(table, 'es.localhost:3580')).toBe('es');
    expect(marketOfHost(table, 'SPECIAL.localhost')).toBe('special');
    expect(marketOfHost(table, 'localhost:3580')).toBe('default');
    expect(marketOfHost(table, undefined)).toBe('default');
  });

  it('an empty table (the default) makes every host the default variant', () => {
    expect(marketOfHost(marketHostsSchema.parse(undefined), 'es.localhost')).toBe('default');
  });

  it('`*` makes every host the table does not name that variant (one server, one market)', () => {
    const table = marketHostsSchema.parse('*=special, es.localhost=es');
    expect(marketOfHost(table, 'shop.example:443')).toBe('special');
    expect(marketOfHost(table, undefined)).toBe('special');
    expect(marketOfHost(table, 'es.localhost')).toBe('es');
  });

  it('refuses an unknown variant or a host with a path', () => {
    expect(marketHostsSchema.safeParse('es.localhost=fr').success).toBe(false);
    expect(marketHostsSchema.safeParse('es.localhost/x=es').success).toBe(false);
  });

  it('the page cache never shares a page between variants: the variant is part of the key', () => {
    const es = pagePolicy('GET', '/en/new-girls/', {}, null, 'es');
    const plain = pagePolicy('GET', '/en/new-girls/', {}, null, 'default');
    expect(es?.key).not.toBe(plain?.key);
  });
});
