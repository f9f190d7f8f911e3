import 'server-only';
import { sql } from 'drizzle-orm';
import type { Tx } from '@/lib/server/db/client';
import { guests } from '@/lib/server/db/schema/accounts';
import { albums, videos } from '@/lib/server/db/schema/catalog';
import {
  actorHeatMaps,
  actorInterviews,
  albumComments,
  camShows,
  collectionVideos,
  collections,
  seoTexts,
} from '@/lib/server/db/schema/content';
import type { SeededActor } from './actors';
import { DAY_MS, insertAll } from './batch';
import { DEMO_PERFORMER_STAGE_NAME } from './names';
import { type Rng, SEEDS, createRng } from './prng';
import { CATEGORY_LIST, TAG_LIST } from './taxonomy';
import { INTERVIEW_ANSWERS, INTERVIEW_QUESTION_KEYS, SHOW_TITLES, commenterNames, commentTexts, seoTemplates } from './content-texts';

const HOUR_MS = 3_600_000;

/** 168 hourly shares (Monday 00:00 first): evenings and weekends busier, shaped per performer. */
function heatMap(rng: Rng, online: boolean): { weekly: number[]; plannedHours: number[] } {
  const peak = rng.int(17, 23);
  const spread = rng.int(2, 5);
  const weekly: number[] = [];
  for (let day = 0; day < 7; day++) {
    const weekend = day >= 4 ? 1.25 : 1;
    for (let hour = 0; hour < 24; hour++) {
      const distance = Math.min(Math.abs(hour - peak), 24 - Math.abs(hour - peak));
      const base = Math.max(0, 1 - distance / (spread * 2));
      weekly.push(Math.min(100, Math.round((base * 80 + rng.int(0, 15)) * weekend * (online ? 1.1 : 1))));
    }
  }
  const plannedHours = Array.from({ length: spread * 2 }, (_, k) => (peak - spread + k + 24) % 24).sort((a, b) => a - b);
  return { weekly, plannedHours };
}

/**
 * The about-me, top-cams, cam-show, SEO and comment data of the demo catalogue: interviews, heat
 * maps, ticketed shows, favourites and video-call rankings, category and tag SEO texts,
 * collections and album comments. Its own random stream, so the catalogue itself stays as it was.
 */
export async function insertContent(tx: Tx, seeded: readonly SeededActor[], now: Date): Promise<void> {
  const rng = createRng(SEEDS.content);

  // Favourites count and video-call ranking (§3 top cam): one UPDATE from a VALUES list per batch.
  for (let start = 0; start < seeded.length; start += 1000) {
    const part = seeded.slice(start, start + 1000);
    const values = part.map((a) => sql`(${a.id}::int, ${rng.int(0, 40) ** 2}::int, ${rng.int(0, 5000)}::int)`);
    await tx.execute(sql`update actors set pinned_count = v.pinned, ranking_points_video_call = v.points
      from (values ${sql.join(values, sql`, `)}) as v(id, pinned, points) where actors.id = v.id`);
  }

  const heatRows = seeded.map((a) => ({ actorId: a.id, ...heatMap(rng, a.isOnline), memo: '', updatedAt: now }));
  await insertAll(tx, actorHeatMaps, heatRows);

  const interviews: (typeof actorInterviews.$inferInsert)[] = [];
  seeded.forEach((a, index) => {
    if (index !== 0 && !rng.chance(0.35)) return;
    const keys = rng.sample(INTERVIEW_QUESTION_KEYS, rng.int(3, 5));
    keys.forEach((questionKey, position) => {
      interviews.push({
        actorId: a.id,
        position,
        questionKey,
        answer: rng.pick(INTERVIEW_ANSWERS[questionKey]),
        durationSeconds: rng.int(25, 180),
        recordedAt: new Date(now.getTime() - rng.int(3, 300) * DAY_MS),
        imageSeed: rng.seed(),
      });
    });
  });
  await insertAll(tx, actorInterviews, interviews);

  // Ticketed shows: some running now, most in the next two weeks, a few past ones.
  const shows: (typeof camShows.$inferInsert)[] = [];
  seeded.forEach((a, index) => {
    if (index !== 0 && !rng.chance(0.12)) return;
    for (let k = rng.int(1, 3); k > 0; k--) {
      const running = a.isOnline && k === 1 && rng.chance(0.3);
      const startsAt = running
        ? new Date(now.getTime() - rng.int(5, 40) * 60_000)
        : new Date(Math.ceil((now.getTime() + rng.int(-72, 14 * 24) * HOUR_MS) / (15 * 60_000)) * 15 * 60_000);
      const isFree = rng.chance(0.1);
      const show = {
        actorId: a.id,
        title: rng.pick(SHOW_TITLES),
        description: '',
        postBuyInfo: '',
        startsAt,
        // A running show lasts its drawn length plus three hours: it started up to 40 minutes ago and
        // must still be live for a while after the seed (the demo's and the journeys' "Live now").
        endsAt: new Date(startsAt.getTime() + (rng.pick([30, 45, 60, 90]) + (running ? 180 : 0)) * 60_000),
        price: isFree ? 0 : rng.pick([499, 799, 999, 1499, 1999]),
        isFree,
        isFeatured: rng.chance(0.2),
        isInternal: false,
        capacity: rng.pick([20, 50, 100]),
      };
      // The demo performer is free for a private chat at first start: none of her drawn shows runs
      // now (the draws stay, so every other seeded value is unchanged); her show below comes later.
      if (index === 0 && show.startsAt <= now && show.endsAt > now) continue;
      shows.push(show);
    }
  });
  // The demo performer's show: upcoming within the next hour, an hour long, so a ticket
  // can be bought and the show started from the studio right away. Drawn from no random stream.
  const luna = seeded.find((a) => a.name === DEMO_PERFORMER_STAGE_NAME);
  if (luna) {
    const startsAt = new Date(Math.ceil((now.getTime() + 30 * 60_000) / (15 * 60_000)) * 15 * 60_000);
    shows.push({
      actorId: luna.id,
      title: SHOW_TITLES[0],
      description: '',
      postBuyInfo: '',
      startsAt,
      endsAt: new Date(startsAt.getTime() + HOUR_MS),
      price: 499,
      isFree: false,
      isFeatured: true,
      isInternal: false,
      capacity: 50,
    });
  }
  await insertAll(tx, camShows, shows);
  await tx.execute(sql`update actor_features f set is_currently_ticket_show = true, ticket_show = true
    from cam_shows s where s.actor_id = f.actor_id and s.starts_at <= ${now} and s.ends_at > ${now}`);
  await tx.execute(sql`update actor_features f set ticket_show = true from cam_shows s where s.actor_id = f.actor_id`);

  const seo: (typeof seoTexts.$inferInsert)[] = [];
  for (const [scope, list] of [['category', CATEGORY_LIST], ['tag', TAG_LIST]] as const) {
    for (const entry of list) {
      for (const language of ['de', 'en', 'es', 'nl'] as const) {
        seo.push({ scope, key: entry.slug, language, slug: entry.slug, ...seoTemplates[language](scope, entry.names[language]) });
      }
    }
  }
  await insertAll(tx, seoTexts, seo);

  const collectionList = [
    { id: 1, slug: 'editors-picks', names: { de: 'Redaktionstipps', en: "Editors' picks", es: 'Selección del editor', nl: 'Tips van de redactie' } },
    { id: 2, slug: 'short-and-sweet', names: { de: 'Kurz und gut', en: 'Short and sweet', es: 'Cortos y buenos', nl: 'Kort maar krachtig' } },
    { id: 3, slug: 'relax', names: { de: 'Zum Entspannen', en: 'To relax', es: 'Para relajarse', nl: 'Om te ontspannen' } },
  ];
  await insertAll(tx, collections, collectionList.map((c, position) => ({ ...c, position })));
  const videoIds = (await tx.select({ id: videos.id }).from(videos).orderBy(videos.id).limit(2000)).map((v) => v.id);
  await insertAll(
    tx,
    collectionVideos,
    collectionList.flatMap((c) => rng.sample(videoIds, 24).map((videoId, position) => ({ collectionId: c.id, videoId, position }))),
  );

  // A small community whose comments fill the albums; their accounts cannot log in ('!' is no hash).
  const commenters = await tx
    .insert(guests)
    .values(commenterNames.map((screenName, k) => ({ email: `member${k + 1}@community.invalid`, screenName, passwordHash: '!', createdAt: new Date(now.getTime() - 400 * DAY_MS) })))
    .returning({ id: guests.id });
  const albumIds = (await tx.select({ id: albums.id }).from(albums).where(sql`${albums.type} = 'album'`).orderBy(albums.id)).map((a) => a.id);
  const comments: (typeof albumComments.$inferInsert)[] = [];
  for (const albumId of albumIds) {
    if (!rng.chance(0.5)) continue;
    for (const guest of rng.sample(commenters, rng.int(1, 8))) {
      comments.push({ albumId, guestId: guest.id, text: rng.pick(commentTexts), createdAt: new Date(now.getTime() - rng.int(1, 200) * DAY_MS - rng.int(0, 86_399) * 1000) });
    }
  }
  await insertAll(tx, albumComments, comments);
}
