import { fill } from '@/lib/format/fill';
import 'server-only';
import { locales } from '@/i18n/routing';
import type { Tx } from '@/lib/server/db/client';
import { tvEpisodeTexts, tvEpisodes, tvPostTexts, tvPosts, tvSeries, tvSeriesTexts } from '@/lib/server/db/schema/tv-mediathek';
import { DAY_MS, insertAll } from './batch';
import { createRng, type Rng } from './prng';
import type { SeedSection } from './seed-section';
import { GENRE_TEXT, SERIES, type Texts } from './tv-mediathek-series';
import { CHANNEL_POSTS, EPISODE_DESCRIPTION, type PostText, SERIES_POSTS, SUBJECTS, TITLE_PATTERNS } from './tv-mediathek-texts';

/** Its own random stream (prng.ts): the media centre never reshuffles the rest of the seed. */
const MEDIATHEK_SEED = 0x5eed_0c22;
/** Episodes are spread over the last two years (§9 mediathek sorts need old and new ones). */
const SPAN_DAYS = 700;
const EPISODES_PER_SEASON = 6;

const perLanguage = (make: (language: (typeof locales)[number]) => string): Texts =>
  Object.fromEntries(locales.map((language) => [language, make(language)])) as Texts;

type PlannedEpisode = { row: typeof tvEpisodes.$inferInsert; title: Texts; subject: Texts };

/** One series' episodes, newest last aired `newestDays` ago, about evenly spaced back from there. */
function planEpisodes(rng: Rng, seriesId: number, now: Date): PlannedEpisode[] {
  const count = rng.int(10, 14);
  const newestDays = rng.int(0, 80);
  const step = (SPAN_DAYS - newestDays) / count;
  const subjects = rng.sample(SUBJECTS, count);
  return subjects.map((subject, i) => {
    const pattern = i === 0 ? TITLE_PATTERNS[0] : rng.pick(TITLE_PATTERNS);
    const ageDays = newestDays + (count - 1 - i) * step + rng.next() * step * 0.5;
    const row = {
      seriesId,
      season: Math.floor(i / EPISODES_PER_SEASON) + 1,
      episode: (i % EPISODES_PER_SEASON) + 1,
      // §9 fsk: mostly 16, some 18.
      fsk: rng.chance(0.18) ? 18 : 16,
      durationSeconds: rng.int(18, 52) * 60 + rng.int(0, 59),
      // The first episode of a season is free TV, and about a fifth of the rest: roughly a third in all.
      premium: i % EPISODES_PER_SEASON !== 0 && !rng.chance(0.22),
      airedAt: new Date(now.getTime() - ageDays * DAY_MS),
      views: rng.int(150, 60_000),
      ratingTenths: rng.int(26, 50),
      imageSeed: rng.seed(),
      clip: rng.int(1, 6),
    };
    return { row, subject, title: perLanguage((language) => fill(pattern?.[language] ?? '{s}', { s: subject[language] })) };
  });
}

async function insertPosts(tx: Tx, rng: Rng, now: Date, posts: { text: PostText; seriesId: number | null; slug: string; series: Texts | null }[]) {
  const rows = await tx
    .insert(tvPosts)
    .values(posts.map(({ slug, seriesId }) => ({ slug, seriesId, publishedAt: new Date(now.getTime() - rng.int(1, SPAN_DAYS) * DAY_MS), imageSeed: rng.seed() })))
    .returning({ id: tvPosts.id });
  const texts = posts.flatMap(({ text, series }, i) =>
    locales.map((language) => {
      const values = { series: series?.[language] ?? '' };
      return {
        postId: rows[i]?.id ?? 0,
        language,
        title: fill(text.title[language], values),
        teaser: fill(text.teaser[language], values),
        body: [
          { kind: 'paragraph' as const, text: fill(text.teaser[language], values) },
          { kind: 'heading' as const, text: text.heading[language] },
          ...text.paragraphs.map((paragraph) => ({ kind: 'paragraph' as const, text: fill(paragraph[language], values) })),
        ],
      };
    }),
  );
  await insertAll(tx, tvPostTexts, texts);
}

async function insertMediathek(tx: Tx, now: Date): Promise<void> {
  const rng = createRng(MEDIATHEK_SEED);
  const series = await tx
    .insert(tvSeries)
    .values(SERIES.map(({ key, genre }) => ({ key, genre, imageSeed: rng.seed() })))
    .returning({ id: tvSeries.id });
  await insertAll(
    tx,
    tvSeriesTexts,
    SERIES.flatMap((text, i) =>
      locales.map((language) => ({
        seriesId: series[i]?.id ?? 0,
        language,
        title: text.title[language],
        teaser: text.teaser[language],
        description: `${text.teaser[language]} ${GENRE_TEXT[text.genre][language]}`,
      })),
    ),
  );

  const planned = series.flatMap(({ id }) => planEpisodes(rng, id, now));
  const episodes = await tx
    .insert(tvEpisodes)
    .values(planned.map((episode) => episode.row))
    .returning({ id: tvEpisodes.id, seriesId: tvEpisodes.seriesId });
  const seriesTitle = new Map(series.map(({ id }, i) => [id, SERIES[i]?.title]));
  await insertAll(
    tx,
    tvEpisodeTexts,
    planned.flatMap((episode, i) =>
      locales.map((language) => ({
        episodeId: episodes[i]?.id ?? 0,
        language,
        title: episode.title[language],
        description: fill(EPISODE_DESCRIPTION[language], { series: seriesTitle.get(episode.row.seriesId)?.[language] ?? '', s: episode.subject[language] }),
      })),
    ),
  );

  // 2–4 posts per series and a few of the channel itself.
  const posts: { text: PostText; seriesId: number | null; slug: string; series: Texts | null }[] = SERIES.flatMap((text, i) =>
    rng.sample(SERIES_POSTS, rng.int(2, 4)).map((post) => ({ text: post, seriesId: series[i]?.id ?? null, slug: `${text.key}-${post.slug}`, series: text.title })),
  );
  posts.push(...CHANNEL_POSTS.map((post) => ({ text: post, seriesId: null, slug: post.slug, series: null })));
  await insertPosts(tx, rng, now, posts);
}

/** §2 media centre: 14 series with 10–14 episodes each (≈170), in de, en, es and nl, and their TV posts. */
export const tvMediathekSection: SeedSection = {
  name: 'tv-mediathek',
  seeded: async (tx) => (await tx.select({ id: tvSeries.id }).from(tvSeries).limit(1)).length > 0,
  insert: (tx, { now }) => insertMediathek(tx, now),
};
