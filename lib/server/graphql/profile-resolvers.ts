import 'server-only';
import * as z from 'zod';
import { type ChatRatings, type HeatMap, type Interview, interviewDurationFormatSchema } from '@/lib/contracts/profile';
import { formatDuration } from '@/lib/format/duration';
import { findVisibleActor, type VisibleActor } from '@/lib/server/catalog/profile/find-actor';
import { getChatRatings } from '@/lib/server/catalog/profile/get-chat-ratings';
import { getHeatMap } from '@/lib/server/catalog/profile/get-heat-map';
import { DEFAULT_INTERVIEW_IMAGE_SIZE, listInterviews } from '@/lib/server/catalog/profile/list-interviews';
import { AppError } from '@/lib/server/errors';
import type { GraphqlContext } from './context';

const actorId = z.number().int().positive().max(2_147_483_647);
const actorArgs = z.object({ actorId });
const interviewArgs = z.object({
  actorId,
  imageSize: z.number().int().min(1).max(4096).nullish().transform((n) => n ?? DEFAULT_INTERVIEW_IMAGE_SIZE),
  durationFormat: interviewDurationFormatSchema.nullish().transform((f) => f ?? 'seconds'),
});

/** The performer an actor query names; unknown or banned for the viewer (§6) is NOT_FOUND. */
async function visibleActor(id: number, context: GraphqlContext): Promise<VisibleActor> {
  const actor = await findVisibleActor(context.db, id, context.viewerCountry);
  if (!actor) throw new AppError('NOT_FOUND', 'No such actor.');
  return actor;
}

async function chatRatings(_parent: unknown, raw: unknown, context: GraphqlContext): Promise<ChatRatings> {
  const args = actorArgs.parse(raw);
  const actor = await visibleActor(args.actorId, context);
  return getChatRatings(context.db, actor.id);
}

async function interviews(_parent: unknown, raw: unknown, context: GraphqlContext): Promise<(Interview & { duration: string })[]> {
  const args = interviewArgs.parse(raw);
  const actor = await visibleActor(args.actorId, context);
  const list = await listInterviews(context.db, actor.id, args.imageSize);
  return list.map((item) => ({
    ...item,
    duration: args.durationFormat === 'mmss' ? formatDuration(item.durationSeconds) : String(item.durationSeconds),
  }));
}

async function heatMap(_parent: unknown, raw: unknown, context: GraphqlContext): Promise<HeatMap> {
  const args = actorArgs.parse(raw);
  const actor = await visibleActor(args.actorId, context);
  return getHeatMap(context.db, actor);
}

export const profileResolvers = { Query: { chatRatings, interviews, heatMap } };
