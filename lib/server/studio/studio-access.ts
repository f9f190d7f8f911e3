import 'server-only';
import { eq } from 'drizzle-orm';
import type { StudioAccess } from '@/lib/contracts/studio';
import type { DbOrTx } from '@/lib/server/db/client';
import { actors } from '@/lib/server/db/schema/actors';
import { AppError } from '@/lib/server/errors';
import { runtime } from '@/lib/server/runtime';
import { type PerformerLogin, performerAccessFor } from './performer-token';

/** The access token and the stage name the studio shows. */
export async function studioAccess(db: DbOrTx, login: PerformerLogin, now = new Date()): Promise<StudioAccess> {
  const [actor] = await db.select({ name: actors.name }).from(actors).where(eq(actors.id, login.actorId)).limit(1);
  if (!actor) throw new AppError('UNAUTHORIZED', 'The performer of this login is gone.');
  const access = await performerAccessFor(runtime().tokenKey, login, now);
  return { ...access, actorName: actor.name };
}
