import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { guests } from './accounts';
import { actors } from './actors';
import { albums, videos } from './catalog';

/** §3 contest type: guests vote on videos or on photo albums. */
export type ContestKind = 'video' | 'photo';

/**
 * One contest (§2/§3): a window in Europe/Berlin time with a title and description in each §1
 * language. Its state (next, active, last) is derived from the window and the request's now;
 * `winnersDecidedAt` is set once by the clock job that stores the places (lib/server/contests).
 */
export const contests = pgTable(
  'contests',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind').notNull().$type<ContestKind>(),
    titleDe: text('title_de').notNull(),
    titleEn: text('title_en').notNull(),
    titleEs: text('title_es').notNull(),
    titleNl: text('title_nl').notNull(),
    descriptionDe: text('description_de').notNull(),
    descriptionEn: text('description_en').notNull(),
    descriptionEs: text('description_es').notNull(),
    descriptionNl: text('description_nl').notNull(),
    /** §6 an fsk-18 contest takes votes only from age-verified guests (needAvs). */
    fsk: smallint('fsk').notNull().default(16),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    winnersDecidedAt: timestamp('winners_decided_at', { withTimezone: true }),
  },
  (t) => [
    index('contests_window_idx').on(t.endsAt, t.startsAt),
    check('contests_kind', sql`${t.kind} in ('video', 'photo')`),
    check('contests_fsk', sql`${t.fsk} in (16, 18)`),
    check('contests_window', sql`${t.endsAt} > ${t.startsAt}`),
  ],
);

/** A performer's video or photo album entered in a contest, shown in mediaIndex order; `place` 1–3 once decided. */
export const contestMedia = pgTable(
  'contest_media',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    contestId: integer('contest_id').notNull().references(() => contests.id, { onDelete: 'cascade' }),
    actorId: integer('actor_id').notNull().references(() => actors.id, { onDelete: 'cascade' }),
    videoId: integer('video_id').references(() => videos.id, { onDelete: 'cascade' }),
    albumId: integer('album_id').references(() => albums.id, { onDelete: 'cascade' }),
    mediaIndex: integer('media_index').notNull(),
    place: smallint('place'),
  },
  (t) => [
    uniqueIndex('contest_media_index_key').on(t.contestId, t.mediaIndex),
    index('contest_media_video_idx').on(t.videoId),
    index('contest_media_actor_idx').on(t.actorId),
    check('contest_media_one_medium', sql`(${t.videoId} IS NULL) <> (${t.albumId} IS NULL)`),
    check('contest_media_place', sql`${t.place} IS NULL OR ${t.place} between 1 and 3`),
  ],
);

/** §4 votes: one per guest and medium (the unique index decides between parallel votes). */
export const contestVotes = pgTable(
  'contest_votes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    contestId: integer('contest_id').notNull().references(() => contests.id, { onDelete: 'cascade' }),
    mediaId: integer('media_id').notNull().references(() => contestMedia.id, { onDelete: 'cascade' }),
    guestId: integer('guest_id').notNull().references(() => guests.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('contest_votes_guest_media_key').on(t.guestId, t.mediaId),
    index('contest_votes_media_idx').on(t.mediaId),
    index('contest_votes_contest_guest_idx').on(t.contestId, t.guestId),
  ],
);

/** §5/§9 the guest's vote count in a contest: locked by each vote, checked to stay within 0–5. */
export const contestVoteCounts = pgTable(
  'contest_vote_counts',
  {
    guestId: integer('guest_id').notNull().references(() => guests.id, { onDelete: 'cascade' }),
    contestId: integer('contest_id').notNull().references(() => contests.id, { onDelete: 'cascade' }),
    votes: smallint('votes').notNull().default(0),
  },
  (t) => [primaryKey({ name: 'contest_vote_counts_pk', columns: [t.guestId, t.contestId] }), check('contest_vote_counts_limit', sql`${t.votes} between 0 and 5`)],
);

/** §3 guestData.hideVoteLimitModal: the guest asked not to see the vote-limit box again. */
export const contestGuestSettings = pgTable('contest_guest_settings', {
  guestId: integer('guest_id').primaryKey().references(() => guests.id, { onDelete: 'cascade' }),
  hideVoteLimitModal: boolean('hide_vote_limit_modal').notNull().default(false),
});

/** §7 generic voting: a question with keyed options, open in a window. */
export const votings = pgTable(
  'votings',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    titleDe: text('title_de').notNull(),
    titleEn: text('title_en').notNull(),
    titleEs: text('title_es').notNull(),
    titleNl: text('title_nl').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
  },
  (t) => [check('votings_window', sql`${t.endsAt} > ${t.startsAt}`)],
);

export const votingOptions = pgTable(
  'voting_options',
  {
    votingId: integer('voting_id').notNull().references(() => votings.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    position: smallint('position').notNull(),
    labelDe: text('label_de').notNull(),
    labelEn: text('label_en').notNull(),
    labelEs: text('label_es').notNull(),
    labelNl: text('label_nl').notNull(),
  },
  (t) => [primaryKey({ name: 'voting_options_pk', columns: [t.votingId, t.key] })],
);

/** One vote per guest and voting (the primary key decides between parallel votes). */
export const votingVotes = pgTable(
  'voting_votes',
  {
    votingId: integer('voting_id').notNull(),
    guestId: integer('guest_id').notNull().references(() => guests.id, { onDelete: 'cascade' }),
    optionKey: text('option_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'voting_votes_pk', columns: [t.votingId, t.guestId] }), index('voting_votes_option_idx').on(t.votingId, t.optionKey)],
);
