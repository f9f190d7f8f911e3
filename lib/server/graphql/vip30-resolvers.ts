import 'server-only';
import * as z from 'zod';
import { AppError } from '@/lib/server/errors';
import { requestNow } from '@/lib/server/events/request-now';
import { parseCalendarDay } from '@/lib/server/time/test-day';
import { vip30ValueHistory } from '@/lib/server/vip/vip30-value-history';
import type { GraphqlContext } from './context';

const argsSchema = z.object({ qmday: z.string().max(10).nullish() });

export const vip30Resolvers = {
  Query: {
    vip30ValueHistory: async (_parent: unknown, args: unknown, context: GraphqlContext) => {
      const parsed = argsSchema.safeParse(args);
      const qmday = parsed.success ? (parsed.data.qmday ?? context.date ?? undefined) : undefined;
      // A malformed day is bad input (as in REST), not silently today.
      if (!parsed.success || (qmday !== undefined && parseCalendarDay(qmday) === null)) throw new AppError('VALIDATION_FAILED', 'qmday must be a day as YYYY-MM-DD.');
      return (await vip30ValueHistory(context.db, requestNow({ qmday }))).months;
    },
  },
};
