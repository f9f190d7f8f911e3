import 'server-only';
import { eq } from 'drizzle-orm';
import type { Locale } from '@/i18n/routing';
import { actors } from '@/lib/server/db/schema/actors';
import { runtime } from '@/lib/server/runtime';

/** Her public profile as guests see it (§2 /{language}/amateur/{name}/), for the studio's header; null if she has no row. */
export async function studioProfileHref(actorId: number, locale: Locale): Promise<string | null> {
  const [row] = await runtime().db.select({ slug: actors.slug }).from(actors).where(eq(actors.id, actorId)).limit(1);
  return row ? `/${locale}/amateur/${encodeURIComponent(row.slug)}/` : null;
}
