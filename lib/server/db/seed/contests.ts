import 'server-only';
import { and, asc, eq, gt, lte } from 'drizzle-orm';
import type { Tx } from '@/lib/server/db/client';
import { guests } from '@/lib/server/db/schema/accounts';
import { albums, videos } from '@/lib/server/db/schema/catalog';
import { contestMedia, contestVoteCounts, contestVotes, contests, votingOptions, votings } from '@/lib/server/db/schema/contests';
import { rankedPlaces } from '@/lib/server/contests/contest-winners';
import { type CalendarDay, addDays, berlinDayOf, berlinDayStart } from '@/lib/server/tv/berlin-days';
import { CONTEST_THEMES, type ContestTheme, SEED_VOTING } from './contest-texts';
import { createRng, type Rng } from './prng';
import type { SeedSection } from './seed-section';

const CONTEST_SEED = 0x5eed_0023;
/** §2 past contests reach a year back: one ending every 45 days. */
const PAST_CONTESTS = 8;
const PAST_EVERY_DAYS = 45;
const MEDIA_PER_CONTEST = 12;
export const CONTEST_VOTERS = 12;

const at = (day: CalendarDay, days: number) => berlinDayStart(addDays(day, days));

/** Guests that voted in the past contests (no login: their password hash matches no password). */
async function insertVoters(tx: Tx): Promise<number[]> {
  const rows = Array.from({ length: CONTEST_VOTERS }, (_, i) => ({ email: `contest-voter-${i + 1}@example.invalid`, screenName: `ContestVoter${i + 1}`, passwordHash: 'seed-voter-no-login' }));
  return (await tx.insert(guests).values(rows).returning({ id: guests.id })).map((row) => row.id);
}

/** One media per performer: fsk-16 released videos or albums, in a random order of the seed. */
async function pickMedia(tx: Tx, theme: ContestTheme, rng: Rng, before: Date) {
  const pool =
    theme.kind === 'video'
      ? await tx.select({ id: videos.id, actorId: videos.actorId }).from(videos).where(and(eq(videos.ageRating, 16), lte(videos.releasedAt, before))).orderBy(asc(videos.id)).limit(400)
      : await tx.select({ id: albums.id, actorId: albums.actorId }).from(albums).where(and(eq(albums.type, 'album'), eq(albums.ageRating, 16), lte(albums.releasedAt, before))).orderBy(asc(albums.id)).limit(400);
  const seen = new Set<number>();
  return rng.sample(pool, pool.length).filter((m) => !seen.has(m.actorId) && seen.add(m.actorId)).slice(0, MEDIA_PER_CONTEST);
}

async function insertContest(tx: Tx, theme: ContestTheme, window: { startsAt: Date; endsAt: Date }, rng: Rng, now: Date) {
  const { title, description } = theme;
  const [contest] = await tx
    .insert(contests)
    .values({ kind: theme.kind, titleDe: title.de, titleEn: title.en, titleEs: title.es, titleNl: title.nl, descriptionDe: description.de, descriptionEn: description.en, descriptionEs: description.es, descriptionNl: description.nl, fsk: 16, ...window })
    .returning({ id: contests.id });
  const media = await pickMedia(tx, theme, rng, now);
  const rows = media.map((m, i) => ({ contestId: contest!.id, actorId: m.actorId, mediaIndex: i + 1, ...(theme.kind === 'video' ? { videoId: m.id } : { albumId: m.id }) }));
  const inserted = rows.length ? await tx.insert(contestMedia).values(rows).returning({ id: contestMedia.id }) : [];
  return { id: contest!.id, mediaIds: inserted.map((row) => row.id) };
}

/** Votes of the seed's voters (up to 5 each, §9), then the places the job would store at the end. */
async function voteAndDecide(tx: Tx, contest: { id: number; mediaIds: number[] }, voters: number[], rng: Rng, endsAt: Date) {
  for (const guestId of voters) {
    const chosen = rng.sample(contest.mediaIds, rng.int(1, 5));
    if (chosen.length === 0) continue;
    await tx.insert(contestVotes).values(chosen.map((mediaId) => ({ contestId: contest.id, mediaId, guestId, createdAt: new Date(endsAt.getTime() - rng.int(1, 10) * 3_600_000) })));
    await tx.insert(contestVoteCounts).values({ guestId, contestId: contest.id, votes: chosen.length });
  }
  for (const [mediaId, place] of await rankedPlaces(tx, contest.id)) await tx.update(contestMedia).set({ place }).where(eq(contestMedia.id, mediaId));
  await tx.update(contests).set({ winnersDecidedAt: endsAt }).where(eq(contests.id, contest.id));
}

async function insertVoting(tx: Tx, window: { startsAt: Date; endsAt: Date }) {
  const { title, options } = SEED_VOTING;
  const [voting] = await tx.insert(votings).values({ titleDe: title.de, titleEn: title.en, titleEs: title.es, titleNl: title.nl, ...window }).returning({ id: votings.id });
  await tx.insert(votingOptions).values(options.map((o, i) => ({ votingId: voting!.id, key: o.key, position: i + 1, labelDe: o.label.de, labelEn: o.label.en, labelEs: o.label.es, labelNl: o.label.nl })));
}

/**
 * §2/§3 contests: past contests a year back (with votes and decided winners), one active around
 * the seed's day (three Berlin days back to four ahead, so a journey works on any day) and the
 * next one, plus a generic voting. A later start with no active or next contest left gets a new
 * active and next pair (and voting), so a long-running installation always has one to vote in.
 */
export const contestsSection: SeedSection = {
  name: 'contests',
  seeded: async (tx) => (await tx.select({ id: contests.id }).from(contests).where(gt(contests.endsAt, new Date(Date.now() + 86_400_000))).limit(1)).length > 0,
  insert: async (tx, { now }) => {
    const rng = createRng(CONTEST_SEED);
    const today = berlinDayOf(now);
    const fresh = (await tx.select({ id: contests.id }).from(contests).limit(1)).length === 0;
    if (fresh) {
      const voters = await insertVoters(tx);
      for (let i = PAST_CONTESTS; i >= 1; i--) {
        const theme = CONTEST_THEMES[i % CONTEST_THEMES.length]!;
        const window = { startsAt: at(today, -i * PAST_EVERY_DAYS - 14), endsAt: at(today, -i * PAST_EVERY_DAYS) };
        await voteAndDecide(tx, await insertContest(tx, theme, window, rng, window.startsAt), voters, rng, window.endsAt);
      }
    }
    const active = { startsAt: at(today, -3), endsAt: at(today, 4) };
    await insertContest(tx, CONTEST_THEMES[0]!, active, rng, now);
    await insertContest(tx, CONTEST_THEMES[1]!, { startsAt: at(today, 5), endsAt: at(today, 12) }, rng, now);
    await insertVoting(tx, active);
  },
};
