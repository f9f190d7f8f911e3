import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { actors } from './actors';

/** §2 TV channels: the free livestream and the premium one (§6: TV or VIP subscribers). */
export type TvChannel = 'livestream' | 'premium';

/**
 * One slot of a channel's program (§2 TV livestream): a time span with a title in each §1
 * language, the demo clip the live stream loops during it (lib/server/tv/live-window.ts) and,
 * for a performer's TV appearance, her id (§7 getActorTVLivestreamDataById).
 */
export const tvProgramSlots = pgTable(
  'tv_program_slots',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    channel: text('channel').notNull().$type<TvChannel>(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    titleDe: text('title_de').notNull(),
    titleEn: text('title_en').notNull(),
    titleEs: text('title_es').notNull(),
    titleNl: text('title_nl').notNull(),
    /** §9 age rating of what the slot shows: 16 on the free channel, 16 or 18 on premium. */
    fsk: smallint('fsk').notNull(),
    /** The demo clip (1–6, scripts/generate-clips.sh) the slot leads with. */
    clip: smallint('clip').notNull(),
    actorId: integer('actor_id').references(() => actors.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('tv_program_slots_start_key').on(t.channel, t.startsAt),
    index('tv_program_slots_end_idx').on(t.channel, t.endsAt),
    index('tv_program_slots_actor_idx').on(t.actorId, t.endsAt),
    check('tv_program_slots_channel', sql`${t.channel} in ('livestream', 'premium')`),
    check('tv_program_slots_span', sql`${t.endsAt} > ${t.startsAt}`),
    check('tv_program_slots_clip', sql`${t.clip} between 1 and 6`),
  ],
);
