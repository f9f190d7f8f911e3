import 'server-only';
import * as z from 'zod';
import type { TvProgram } from '@/lib/contracts/tv';
import { programNow } from '@/lib/server/tv/program-now';
import type { GraphqlContext } from './context';

const argsSchema = z.object({ premium: z.boolean().nullish() });

/** Public like tv/program/{type}: the program is shown to everybody; the stream is what is gated. */
async function tvCurrentProgram(_parent: unknown, rawArgs: unknown, context: GraphqlContext): Promise<TvProgram> {
  const { premium } = argsSchema.parse(rawArgs);
  return programNow(context.db, premium ? 'premium' : 'livestream', context.language, context.viewerCountry);
}

export const tvResolvers = { Query: { tvCurrentProgram } };
