import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contestGuestDataResponseSchema, contestVoteResponseSchema } from '@/lib/contracts/contests';
import { addContestVote } from '@/lib/server/contests/add-contest-vote';
import { guests } from '@/lib/server/db/schema/accounts';
import { contestVoteCounts, contestVotes } from '@/lib/server/db/schema/contests';
import { isAppError } from '@/lib/server/errors';
import type { AppRuntime } from '@/lib/server/runtime';
import { startTestRuntime, stopTestRuntime } from '@/tests/helpers/test-runtime';
import { DAY, contestCall, createContest, errorCode } from './contest-fixtures';
import { freshGuest } from './fresh-guest';

let rt: AppRuntime;
beforeAll(async () => {
  rt = await startTestRuntime();
});
afterAll(async () => {
  await stopTestRuntime(rt);
});

const vote = (token: string | undefined, body: Record<string, unknown>, query = '') => contestCall('POST', 'addContestMediaVoting', { token, body, query });
const votesOf = async (guestId: number, contestId: number) =>
  (await rt.db.select({ n: count() }).from(contestVotes).where(and(eq(contestVotes.guestId, guestId), eq(contestVotes.contestId, contestId))))[0]?.n ?? 0;

describe('§5/§9 at most 5 votes per guest and contest', () => {
  it('counts five votes, refuses the sixth with VOTE_LIMIT_REACHED and writes nothing for it', async () => {
    const contest = await createContest(rt);
    const { guestId, token } = await freshGuest(rt);
    for (const [i, medium] of contest.media.slice(0, 5).entries()) {
      const response = await vote(token, { contestId: contest.id, mediaId: medium.id, actorId: medium.actorId, albumId: medium.videoId, guestId });
      expect(response.status).toBe(200);
      const { data } = contestVoteResponseSchema.parse(await response.json());
      expect([data.voted, data.guestData.voteCount]).toEqual([true, i + 1]);
    }
    const sixth = await vote(token, { contestId: contest.id, mediaId: contest.media[5]!.id });
    expect([sixth.status, await errorCode(sixth)]).toEqual([409, 'VOTE_LIMIT_REACHED']);
    expect(await votesOf(guestId, contest.id)).toBe(5);
  });

  it('20 parallel votes of one guest count exactly 5', async () => {
    const contest = await createContest(rt, { mediaCount: 20 });
    expect(contest.media).toHaveLength(20);
    const { guestId } = await freshGuest(rt);
    const results = await Promise.allSettled(
      contest.media.map((medium) => addContestVote(rt.db, { guest: { guestId, avsAccepted: false }, contestId: contest.id, mediaId: medium.id, now: new Date() })),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(5);
    const refusals = results.flatMap((r) => (r.status === 'rejected' ? [r.reason] : []));
    expect(refusals.every((e) => isAppError(e) && e.code === 'VOTE_LIMIT_REACHED')).toBe(true);
    expect(await votesOf(guestId, contest.id)).toBe(5);
    const [counter] = await rt.db.select().from(contestVoteCounts).where(and(eq(contestVoteCounts.guestId, guestId), eq(contestVoteCounts.contestId, contest.id)));
    expect(counter?.votes).toBe(5);
  });

  it('deleting a vote frees a slot; the same medium twice is ALREADY_VOTED', async () => {
    const contest = await createContest(rt);
    const { guestId, token } = await freshGuest(rt);
    for (const medium of contest.media.slice(0, 5)) expect((await vote(token, { contestId: contest.id, mediaId: medium.id })).status).toBe(200);
    const again = await vote(token, { contestId: contest.id, mediaId: contest.media[0]!.id });
    expect(await errorCode(again)).toBe('VOTE_LIMIT_REACHED');

    const removed = await contestCall('POST', 'deleteContestMediaVoting', { token, body: { contestId: contest.id, mediaId: contest.media[0]!.id } });
    expect(removed.status).toBe(200);
    expect(contestGuestDataResponseSchema.parse(await removed.json()).data.voteCount).toBe(4);
    const twice = await vote(token, { contestId: contest.id, mediaId: contest.media[1]!.id });
    expect([twice.status, await errorCode(twice)]).toEqual([409, 'ALREADY_VOTED']);
    expect((await vote(token, { contestId: contest.id, mediaId: contest.media[6]!.id })).status).toBe(200);
    expect(await votesOf(guestId, contest.id)).toBe(5);

    const gone = await contestCall('POST', 'deleteContestMediaVoting', { token, body: { contestId: contest.id, mediaId: contest.media[0]!.id } });
    expect([gone.status, await errorCode(gone)]).toEqual([404, 'NOT_FOUND']);
  });
});

describe('who may vote, and when', () => {
  it('a visitor gets 401; another guestId is 403; an unknown medium 404', async () => {
    const contest = await createContest(rt);
    const { guestId, token } = await freshGuest(rt);
    expect((await vote(undefined, { contestId: contest.id, mediaId: contest.media[0]!.id })).status).toBe(401);
    expect((await vote(token, { contestId: contest.id, mediaId: contest.media[0]!.id, guestId: guestId + 1 })).status).toBe(403);
    expect((await vote(token, { contestId: contest.id, mediaId: 2_000_000_000 })).status).toBe(404);
    expect((await vote(token, { contestId: contest.id, mediaId: contest.media[0]!.id, actorId: 2_000_000_000 })).status).toBe(404);
    expect((await vote(token, { contestId: 'x', mediaId: 1 })).status).toBe(422);
    expect(await votesOf(guestId, contest.id)).toBe(0);
  });

  it('refuses votes before the start and after the end (OUTSIDE_WINDOW); a test day inside the window counts', async () => {
    const next = await createContest(rt, { startsIn: 10 * DAY, endsIn: 17 * DAY });
    const last = await createContest(rt, { startsIn: -10 * DAY, endsIn: -3 * DAY });
    const { guestId, token } = await freshGuest(rt);
    for (const contest of [next, last]) {
      const response = await vote(token, { contestId: contest.id, mediaId: contest.media[0]!.id });
      expect([response.status, await errorCode(response)]).toEqual([422, 'OUTSIDE_WINDOW']);
    }
    const inside = new Date(Date.now() + 12 * DAY).toISOString().slice(0, 10);
    expect((await vote(token, { contestId: next.id, mediaId: next.media[0]!.id, qmday: inside })).status).toBe(200);
    // A malformed day is bad input, as on every call that takes one (lib/server/events/request-now.ts).
    const malformed = await vote(token, { contestId: next.id, mediaId: next.media[1]!.id, qmday: '2026-02-30' });
    expect([malformed.status, await errorCode(malformed)]).toEqual([422, 'VALIDATION_FAILED']);
    expect(await votesOf(guestId, next.id)).toBe(1);
    expect(await votesOf(guestId, last.id)).toBe(0);
  });

  it('an fsk-18 contest answers needAvs to a guest without accepted age verification and counts nothing', async () => {
    const contest = await createContest(rt, { fsk: 18 });
    const { guestId, token } = await freshGuest(rt);
    const response = await vote(token, { contestId: contest.id, mediaId: contest.media[0]!.id });
    const { data } = contestVoteResponseSchema.parse(await response.json());
    expect([data.voted, data.needAvs, data.guestData.voteCount]).toEqual([false, true, 0]);
    expect(await votesOf(guestId, contest.id)).toBe(0);

    await rt.db.update(guests).set({ avsStatus: 'accepted' }).where(eq(guests.id, guestId));
    const verified = contestVoteResponseSchema.parse(await (await vote(token, { contestId: contest.id, mediaId: contest.media[0]!.id })).json());
    expect([verified.data.voted, verified.data.needAvs]).toEqual([true, false]);
  });

  it('hideConfirmWindow keeps hideVoteLimitModal for the guest', async () => {
    const contest = await createContest(rt);
    const { token } = await freshGuest(rt);
    await vote(token, { contestId: contest.id, mediaId: contest.media[0]!.id, hideConfirmWindow: true });
    const data = await contestCall('GET', `getContestGuestData/${contest.id}`, { token });
    expect(contestGuestDataResponseSchema.parse(await data.json()).data.hideVoteLimitModal).toBe(true);
  });
});
