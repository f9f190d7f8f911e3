import 'server-only';
import * as z from 'zod';
import { publishClaim } from '@/lib/server/daily-bonus/publish-claim';
import { AppError } from '@/lib/server/errors';
import { GAME_TYPES, gameById, gameConfig } from '@/lib/server/games/game-config';
import { gameGuestInfo } from '@/lib/server/games/game-guest-info';
import { spinWheel } from '@/lib/server/games/spin-wheel';
import { playAttempt } from '@/lib/server/games/play-attempt';
import { spinWheelState } from '@/lib/server/games/wheel-state';
import type { GraphqlContext } from './context';
import { contextNow } from './context-now';

const qmday = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .nullish();
const configArgs = z.object({ configId: z.number().int().positive().max(2_147_483_647), qmday });
const gameConfigArgs = z.object({ gameType: z.enum(GAME_TYPES).nullish(), qmday });

function parse<T extends z.ZodType>(schema: T, raw: unknown): z.output<T> {
  const parsed = schema.safeParse(raw);
  if (!parsed.success) throw new AppError('VALIDATION_FAILED', 'Invalid arguments: configId is a positive id, gameType a game event type, qmday a day as YYYY-MM-DD.');
  return parsed.data;
}


function guestOf(context: GraphqlContext): number {
  if (!context.guest) throw new AppError('UNAUTHORIZED', 'Games need a logged-in guest.');
  return context.guest.guestId;
}

export const gamesResolvers = {
  Query: {
    spinWheel: (_parent: unknown, _args: unknown, context: GraphqlContext) => spinWheelState(context.db, guestOf(context), contextNow(context, null)),
    gameConfig: (_parent: unknown, raw: unknown, context: GraphqlContext) => {
      const args = parse(gameConfigArgs, raw);
      return gameConfig(context.db, args.gameType ?? 'slotMachine', contextNow(context, args.qmday));
    },
    gameGuestInfo: async (_parent: unknown, raw: unknown, context: GraphqlContext) => {
      const args = parse(configArgs, raw);
      const guestId = guestOf(context);
      const now = contextNow(context, args.qmday);
      const game = await gameById(context.db, args.configId, now);
      if (!game) throw new AppError('NOT_FOUND', 'No such game.');
      return gameGuestInfo(context.db, guestId, game, now);
    },
  },
  Mutation: {
    spinWheel: async (_parent: unknown, _args: unknown, context: GraphqlContext) => {
      const guestId = guestOf(context);
      const now = contextNow(context, null);
      const { changes, ...result } = await spinWheel(context.db, guestId, now);
      await publishClaim(context.db, guestId, changes, now);
      return result;
    },
    useAttempt: async (_parent: unknown, raw: unknown, context: GraphqlContext) => {
      const args = parse(configArgs, raw);
      const guestId = guestOf(context);
      const now = contextNow(context, args.qmday);
      const { changes, ...result } = await playAttempt(context.db, guestId, args.configId, now);
      await publishClaim(context.db, guestId, changes, now);
      return result;
    },
  },
};
