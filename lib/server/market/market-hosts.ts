import * as z from 'zod';

/**
 * §1 page variants by host: the Spanish-market variant ('es': Spanish at `/`, its age-check modal,
 * §6) and the special-market variant ('special': its login box and home path, §2), each on its own
 * host names; every other host is the default variant.
 */
export const MARKET_VARIANTS = ['es', 'special'] as const;
export type MarketVariant = (typeof MARKET_VARIANTS)[number] | 'default';

/** `*` stands for every host the table does not name (a server that is one market on all its hosts). */
export const ANY_HOST = '*';

const hostName = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^(\*|[a-z0-9-]+(\.[a-z0-9-]+)*)$/, 'a host name without port, or *');

/**
 * MARKET_HOSTS="es.localhost=es,special.localhost=special": host → variant; `*=es` makes every
 * other host that variant; empty → no market hosts.
 */
export const marketHostsSchema = z
  .string()
  .default('')
  .transform((raw, ctx) => {
    const table = new Map<string, MarketVariant>();
    for (const entry of raw.split(',').map((part) => part.trim()).filter((part) => part !== '')) {
      const [host = '', variant = ''] = entry.split('=', 2);
      const parsedHost = hostName.safeParse(host);
      const parsedVariant = z.enum(MARKET_VARIANTS).safeParse(variant.trim());
      if (!parsedHost.success || !parsedVariant.success) {
        ctx.addIssue({ code: 'custom', message: `MARKET_HOSTS: "${entry}" is not host=${MARKET_VARIANTS.join('|')}` });
        return z.NEVER;
      }
      table.set(parsedHost.data, parsedVariant.data);
    }
    return table as ReadonlyMap<string, MarketVariant>;
  });

/**
 * The variant of a request's Host header (port, case and a final dot ignored); hosts the table does
 * not name take its `*` entry, else the default variant.
 */
export function marketOfHost(table: ReadonlyMap<string, MarketVariant>, host: string | undefined | null): MarketVariant {
  if (table.size === 0) return 'default';
  const name = (host ?? '').trim().toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
  return table.get(name) ?? table.get(ANY_HOST) ?? 'default';
}
