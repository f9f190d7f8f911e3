import * as z from 'zod';
import { imageSchema } from './image';
import { dataEnvelope } from './envelope';

/** §9 max votes per guest and contest; §9 contest passed list (past contests per kind on the overview). */
export const MAX_VOTES_PER_CONTEST = 5;
export const CONTEST_PASSED_LIST = 2;
/** §2 contest sub-views of the media grid. */
export const contestSubs = ['overview', 'notvoted', 'voted', 'top10', 'actor'] as const;
export const contestSubSchema = z.enum(contestSubs);
export type ContestSub = z.infer<typeof contestSubSchema>;

export const contestKindSchema = z.enum(['video', 'photo']);
export type ContestKind = z.infer<typeof contestKindSchema>;
export const contestStateSchema = z.enum(['next', 'active', 'last']);

const actorRefSchema = z.object({ id: z.number().int(), name: z.string(), slug: z.string() });

/** One entered medium as the §3 grid items show it; mediaVotes is everyone's count. */
export const contestGridItemSchema = z.object({
  mediaId: z.number().int(),
  mediaIndex: z.number().int(),
  kind: contestKindSchema,
  videoId: z.number().int().nullable(),
  albumId: z.number().int().nullable(),
  title: z.string(),
  ageRating: z.number().int(),
  preview: imageSchema,
  /** English internal path of the video or album; pages localize it. */
  link: z.string(),
  actor: actorRefSchema,
  mediaVotes: z.number().int(),
  /** 1–3 once the contest ended (decided or derived), else null. */
  place: z.number().int().nullable(),
});
export type ContestGridItem = z.infer<typeof contestGridItemSchema>;

/** §3 contest: type, preview, link, elementsCount; winners once it ended. */
export const contestSummarySchema = z.object({
  id: z.number().int(),
  type: contestKindSchema,
  title: z.string(),
  description: z.string(),
  fsk: z.number().int(),
  startsAt: z.string(),
  endsAt: z.string(),
  state: contestStateSchema,
  elementsCount: z.number().int(),
  totalVotes: z.number().int(),
  preview: imageSchema.nullable(),
  link: z.string(),
  winners: z.array(contestGridItemSchema),
});
export type ContestSummary = z.infer<typeof contestSummarySchema>;

export const contestGridPageSchema = z.object({
  contestId: z.number().int(),
  contestSub: contestSubSchema,
  limit: z.number().int(),
  offset: z.number().int(),
  elementsCount: z.number().int(),
  items: z.array(contestGridItemSchema),
});
export type ContestGridPage = z.infer<typeof contestGridPageSchema>;

/** §3 guestData (voteCount, hideVoteLimitModal) plus what the grid marks as voted. */
export const contestGuestDataSchema = z.object({
  guestId: z.number().int(),
  contestId: z.number().int(),
  voteCount: z.number().int(),
  maxVotes: z.number().int(),
  hideVoteLimitModal: z.boolean(),
  votedMediaIds: z.array(z.number().int()),
});
export type ContestGuestData = z.infer<typeof contestGuestDataSchema>;

/** A vote's answer: needAvs true = nothing counted, the page opens the AVS box (§4). */
export const contestVoteResultSchema = z.object({
  voted: z.boolean(),
  needAvs: z.boolean(),
  guestData: contestGuestDataSchema,
});
export type ContestVoteResult = z.infer<typeof contestVoteResultSchema>;

export const contestListSchema = z.object({ total: z.number().int(), items: z.array(contestSummarySchema) });

export const contestSummaryResponseSchema = dataEnvelope(contestSummarySchema);
export const contestGridPageResponseSchema = dataEnvelope(contestGridPageSchema);
export const contestGuestDataResponseSchema = dataEnvelope(contestGuestDataSchema);
export const contestVoteResponseSchema = dataEnvelope(contestVoteResultSchema);
export const contestTopListResponseSchema = dataEnvelope(z.object({ contestId: z.number().int(), items: z.array(contestGridItemSchema) }));
export const contestActorResponseSchema = dataEnvelope(
  z.object({ contestId: z.number().int(), actor: actorRefSchema, items: z.array(contestGridItemSchema) }),
);

/** §3 voting options: key, count. */
export const votingSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  open: z.boolean(),
  options: z.array(z.object({ key: z.string(), label: z.string(), count: z.number().int() })),
  myOptionKey: z.string().nullable(),
});
export type Voting = z.infer<typeof votingSchema>;
