import { asc, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { videoDetailSchema } from '@/lib/contracts/video';
import { getVideoDetail, getVideoForEveryone, videoDetailFor } from '@/lib/server/catalog/videos/get-video';
import { addContestVote } from '@/lib/server/contests/add-contest-vote';
import { decideContestWinners } from '@/lib/server/contests/decide-winners';
import { videos } from '@/lib/server/db/schema/catalog';
import { contestMedia, contests } from '@/lib/server/db/schema/contests';
import type { AppRuntime } from '@/lib/server/runtime';
import { startTestRuntime, stopTestRuntime } from '@/tests/helpers/test-runtime';
import { DAY, HOUR, moveContest } from './contest-fixtures';
import { freshGuest } from './fresh-guest';

let rt: AppRuntime;
beforeAll(async () => {
  rt = await startTestRuntime();
});
afterAll(async () => {
  await stopTestRuntime(rt);
});

/** Released videos in no contest yet (the seed enters some): `count` of them, each test its own. */
async function freeVideos(count: number) {
  return rt.db
    .select({ id: videos.id, actorId: videos.actorId })
    .from(videos)
    .where(sql`${videos.releasedAt} <= now() and not exists (select 1 from ${contestMedia} where ${contestMedia.videoId} = ${videos.id})`)
    .orderBy(asc(videos.id))
    .limit(count);
}

/** A running video contest of `count` fresh videos, media votes as given (guest i votes for each medium with more than i votes). */
async function runningContest(votes: number[]) {
  const pool = await freeVideos(votes.length);
  const now = Date.now();
  const [contest] = await rt.db
    .insert(contests)
    .values({
      kind: 'video',
      titleDe: 'Sommerwettbewerb',
      titleEn: 'Summer contest',
      titleEs: 'Concurso de verano',
      titleNl: 'Zomerwedstrijd',
      descriptionDe: 'd',
      descriptionEn: 'e',
      descriptionEs: 's',
      descriptionNl: 'n',
      startsAt: new Date(now - DAY),
      endsAt: new Date(now + DAY),
    })
    .returning({ id: contests.id });
  const media = await rt.db
    .insert(contestMedia)
    .values(pool.map((video, i) => ({ contestId: contest!.id, actorId: video.actorId, videoId: video.id, mediaIndex: i + 1 })))
    .returning({ id: contestMedia.id, videoId: contestMedia.videoId });
  const voters = await Promise.all(Array.from({ length: Math.max(...votes) }, () => freshGuest(rt)));
  for (const [i, n] of votes.entries()) {
    for (const voter of voters.slice(0, n)) {
      await addContestVote(rt.db, { guest: { guestId: voter.guestId, avsAccepted: false }, contestId: contest!.id, mediaId: media[i]!.id, now: new Date() });
    }
  }
  return { id: contest!.id, videoIds: media.map((m) => m.videoId!) };
}

const detail = (videoId: number, language: 'de' | 'en' = 'en') => getVideoDetail(rt.db, { videoId, language, viewerCountry: null });

describe('§3 contestInfo place on videos', () => {
  it('a running contest: each video carries its current rank (ties by the earlier mediaIndex), in the page language', async () => {
    const contest = await runningContest([1, 3, 0, 1]);
    const places = await Promise.all(contest.videoIds.map(async (id) => (await detail(id))?.contestInfo?.place));
    expect(places).toEqual([2, 1, 4, 3]);
    const info = (await detail(contest.videoIds[1]!))!.contestInfo;
    expect(info).toEqual({ contestId: contest.id, title: 'Summer contest', state: 'active', place: 1 });
    expect(videoDetailSchema.parse(await detail(contest.videoIds[1]!)).contestInfo).toEqual(info);
    // The shared read of the page gives the same, titled per language.
    const shared = await getVideoForEveryone(rt.db, contest.videoIds[1]!);
    expect(videoDetailFor(shared, 'de', null)?.contestInfo).toEqual({ ...info, title: 'Sommerwettbewerb' });
  });

  it('a decided contest: the stored places 1–3; off the podium (no votes) the place is null', async () => {
    const contest = await runningContest([2, 0, 3, 1]);
    await moveContest(rt, contest.id, { startsAt: new Date(Date.now() - 3 * DAY), endsAt: new Date(Date.now() - HOUR) });
    // Before the job ran, the places come from the votes already.
    expect((await detail(contest.videoIds[0]!))?.contestInfo).toMatchObject({ state: 'last', place: 2 });
    expect(await decideContestWinners(rt.db, new Date())).toContain(contest.id);
    const infos = await Promise.all(contest.videoIds.map(async (id) => (await detail(id))?.contestInfo));
    expect(infos.map((info) => info?.place)).toEqual([2, null, 1, 3]);
    expect(infos.every((info) => info?.state === 'last' && info.contestId === contest.id)).toBe(true);
  });

  it('none for a video in no contest, nor for one in a contest that has not started', async () => {
    const [lone] = await freeVideos(1);
    expect((await detail(lone!.id))?.contestInfo).toBeNull();
    const contest = await runningContest([1, 0]);
    await moveContest(rt, contest.id, { startsAt: new Date(Date.now() + DAY), endsAt: new Date(Date.now() + 2 * DAY) });
    expect((await detail(contest.videoIds[0]!))?.contestInfo).toBeNull();
    expect(videoDetailFor(await getVideoForEveryone(rt.db, contest.videoIds[1]!), 'en', null)?.contestInfo).toBeNull();
  });
});
