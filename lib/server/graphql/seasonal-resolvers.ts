import 'server-only';
import * as z from 'zod';
import { AppError } from '@/lib/server/errors';
import { runtime } from '@/lib/server/runtime';
import { collectEgg } from '@/lib/server/seasonal/collect-egg';
import { easterState } from '@/lib/server/seasonal/easter-state';
import type { GraphqlContext } from './context';
import { contextNow } from './context-now';

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'A day as YYYY-MM-DD.').nullish();
const easterArgs = z.object({ qmday: day });
const collectArgs = z.object({ verificationToken: z.string().min(1).max(600), qmdate: day });

function parse<T extends z.ZodType>(schema: T, raw: unknown): z.output<T> {
  const parsed = schema.safeParse(raw);
  if (!parsed.success) throw new AppError('VALIDATION_FAILED', parsed.error.issues[0]?.message ?? 'Invalid arguments.');
  return parsed.data;
}


export const seasonalResolvers = {
  Query: {
    easterEvent: (_parent: unknown, raw: unknown, context: GraphqlContext) => {
      const args = parse(easterArgs, raw);
      return easterState(context.db, context.guest?.guestId ?? null, contextNow(context, args.qmday));
    },
  },
  Mutation: {
    collectEgg: (_parent: unknown, raw: unknown, context: GraphqlContext) => {
      const args = parse(collectArgs, raw);
      if (!context.guest) throw new AppError('UNAUTHORIZED', 'Collecting eggs needs a logged-in guest.');
      return collectEgg(context.db, runtime().tokenKey, context.guest.guestId, args.verificationToken, contextNow(context, args.qmdate));
    },
  },
};
