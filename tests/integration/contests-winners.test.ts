import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contestGridPageResponseSchema, contestSummaryResponseSchema } from '@/lib/contracts/contests';
import { addContestVote } from '@/lib/server/contests/add-contest-vote';
import { decideContestWinners } from '@/lib/server/contests/decide-winners';
import { contestMedia, contests } from '@/lib/server/db/schema/contests';
import type { AppRuntime } from '@/lib/server/runtime';
import { startTestRuntime, stopTestRuntime } from '@/tests/helpers/test-runtime';
import { DAY, HOUR, contestCall, createContest, moveContest } from './contest-fixtures';
import { freshGuest } from './fresh-guest';

let rt: AppRuntime;
beforeAll(async () => {
  rt = await startTestRuntime();
});
afterAll(async () => {
  await stopTestRuntime(rt);
});

/** Votes `counts[i]` guests for medium i while the contest runs, then ends the contest. */
async function endedContestWithVotes(counts: number[]) {
  const contest = await createContest(rt, { mediaCount: counts.length });
  const voters = await Promise.all(Array.from({ length: Math.max(...counts) }, () => freshGuest(rt)));
  for (const [i, n] of counts.entries()) {
    for (const voter of voters.slice(0, n)) {
      await addContestVote(rt.db, { guest: { guestId: voter.guestId, avsAccepted: false }, contestId: contest.id, mediaId: contest.media[i]!.id, now: new Date() });
    }
  }
  await moveContest(rt, contest.id, { startsAt: new Date(Date.now() - 3 * DAY), endsAt: new Date(Date.now() - HOUR) });
  return contest;
}

const header = async (id: number) => contestSummaryResponseSchema.parse(await (await contestCall('GET', `${id}/getHeader`)).json()).data;

describe('§3 winners decided by the server at the end of the window', () => {
  it('derives the winners from the votes before the job ran, and the job stores the same places once', async () => {
    const contest = await endedContestWithVotes([1, 4, 0, 2, 3]);
    const before = await header(contest.id);
    expect(before.state).toBe('last');
    const byPlace = [contest.media[1]!.id, contest.media[4]!.id, contest.media[3]!.id];
    expect(before.winners.map((w) => [w.place, w.mediaId])).toEqual(byPlace.map((id, i) => [i + 1, id]));
    expect((await rt.db.select().from(contestMedia).where(eq(contestMedia.contestId, contest.id))).every((m) => m.place === null)).toBe(true);

    const [first, second] = await Promise.all([decideContestWinners(rt.db), decideContestWinners(rt.db)]);
    expect([first, second].filter((ids) => ids.includes(contest.id))).toHaveLength(1);
    expect(await decideContestWinners(rt.db)).not.toContain(contest.id);
    const stored = await rt.db.select().from(contestMedia).where(eq(contestMedia.contestId, contest.id));
    expect(byPlace.map((id) => stored.find((m) => m.id === id)?.place)).toEqual([1, 2, 3]);
    expect((await header(contest.id)).winners.map((w) => w.mediaId)).toEqual(byPlace);
  });

  it('a contest without votes has no winners; a running one is not decided', async () => {
    const empty = await endedContestWithVotes([0, 0]);
    const running = await createContest(rt);
    const decided = await decideContestWinners(rt.db);
    expect(decided).toContain(empty.id);
    expect(decided).not.toContain(running.id);
    expect((await header(empty.id)).winners).toEqual([]);
    const [row] = await rt.db.select().from(contests).where(eq(contests.id, running.id));
    expect(row?.winnersDecidedAt).toBeNull();
  });

  it('a decided contest takes no votes, even on a test day inside its old window', async () => {
    const contest = await endedContestWithVotes([1]);
    await decideContestWinners(rt.db);
    const { token } = await freshGuest(rt);
    const qmday = new Date(Date.now() - 2 * DAY).toISOString().slice(0, 10);
    const response = await contestCall('POST', 'addContestMediaVoting', { token, body: { contestId: contest.id, mediaId: contest.media[0]!.id, qmday } });
    expect(response.status).toBe(422);
  });

  it('the top10 and voted sub-views follow the votes', async () => {
    const contest = await endedContestWithVotes([2, 5, 1]);
    const top = contestGridPageResponseSchema.parse(await (await contestCall('GET', `getContestGridItems/${contest.id}/top10/20/0`)).json()).data;
    expect(top.items.map((item) => item.mediaVotes)).toEqual([5, 2, 1]);
    expect(top.items.map((item) => item.place)).toEqual([1, 2, 3]);
    const visitorVoted = contestGridPageResponseSchema.parse(await (await contestCall('GET', `getContestGridItems/${contest.id}/voted/20/0`)).json()).data;
    expect(visitorVoted.items).toEqual([]);
    expect((await contestCall('GET', `getContestGridItems/${contest.id}/bogus/20/0`)).status).toBe(422);
    expect((await contestCall('GET', `getContestGridItems/${contest.id}/actor/20/0`)).status).toBe(422);
    expect((await contestCall('GET', 'getContestGridItems/2000000000/overview/20/0')).status).toBe(404);
  });
});
