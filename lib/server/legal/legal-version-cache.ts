import 'server-only';
import * as z from 'zod';
import { PRIVACY_VERSION, TERMS_VERSION } from '@/lib/server/accounts/legal-versions';
import type { Db } from '@/lib/server/db/client';
import { log } from '@/lib/server/log';
import type { PubSub } from '@/lib/server/realtime/pubsub';
import { hasRuntime, runtime } from '@/lib/server/runtime';
import { type LegalVersions, readCurrentLegalVersions } from './current-legal-versions';

/** Any process that publishes a legal text tells every process on this PubSub channel. */
export const LEGAL_PUBLISHED_CHANNEL = 'legal.published';
const publishedSchema = z.object({ type: z.enum(['terms', 'privacy', 'imprint']), version: z.number().int().positive() });

/**
 * The current versions per database, kept in the process so the §7 showDataProtection check of
 * every WebSocket session start stays synchronous (lib/server/ws/session-guest.ts). On globalThis:
 * server.ts and Next's bundles load separate module copies (TOOLCHAIN.md).
 */
const globalRef = globalThis as typeof globalThis & { __camLegalVersions?: WeakMap<object, LegalVersions> };
function store(): WeakMap<object, LegalVersions> {
  globalRef.__camLegalVersions ??= new WeakMap();
  return globalRef.__camLegalVersions;
}

/** The cached current versions of the runtime's database; the baseline before the first read. */
export function cachedLegalVersions(): LegalVersions {
  const cached = hasRuntime() ? store().get(runtime().db) : undefined;
  return cached ?? { privacy: PRIVACY_VERSION, terms: TERMS_VERSION };
}

/** Reads the current versions of this database into the cache. */
export async function refreshLegalVersions(db: Db): Promise<LegalVersions> {
  const versions = await readCurrentLegalVersions(db);
  store().set(db, versions);
  return versions;
}

/**
 * Boot: reads the versions once and re-reads them whenever any process publishes one (the
 * PubSub is PostgreSQL LISTEN/NOTIFY with several processes). The payload only triggers the
 * read: the database stays the one source, so a lost or repeated event cannot leave a wrong version.
 */
export async function startLegalVersionCache(db: Db, pubsub: PubSub): Promise<() => void> {
  await refreshLegalVersions(db);
  return pubsub.subscribe(LEGAL_PUBLISHED_CHANNEL, (payload) => {
    if (!publishedSchema.safeParse(payload).success) return;
    refreshLegalVersions(db).catch((error: unknown) => log.warn('legal versions not refreshed', error));
  });
}
