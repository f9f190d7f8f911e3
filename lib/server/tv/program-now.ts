import 'server-only';
import type { Locale } from '@/i18n/routing';
import type { TvProgram, TvSlot } from '@/lib/contracts/tv';
import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/server/db/client';
import { actors } from '@/lib/server/db/schema/actors';
import type { TvChannel } from '@/lib/server/db/schema/tv';
import { isBannedFor } from '@/lib/server/catalog/model-row';
import { localizedPath } from '@/lib/seo/metadata';
import { type StoredSlot, loadSlotsAround } from './load-schedule';
import { programAt } from './program-at';

const titleColumn = { de: 'titleDe', en: 'titleEn', es: 'titleEs', nl: 'titleNl' } as const satisfies Record<Locale, keyof StoredSlot>;

export function slotTitle(slot: StoredSlot, language: Locale): string {
  return slot[titleColumn[language]];
}

/** A slot on the wire, with its performer's name and profile link when it is her appearance. */
function toWire(slot: StoredSlot, language: Locale, names: Map<number, { name: string; slug: string }>): TvSlot {
  const actor = slot.actorId === null ? undefined : names.get(slot.actorId);
  return {
    id: slot.id,
    title: slotTitle(slot, language),
    startsAt: slot.startsAt.toISOString(),
    endsAt: slot.endsAt.toISOString(),
    fsk: slot.fsk,
    actor: actor && slot.actorId !== null ? { id: slot.actorId, name: actor.name, link: localizedPath(language, '/amateur/[actorName]', { actorName: actor.slug }) } : null,
  };
}

/**
 * §7 tv/program/{type} and GraphQL TV current program: what a channel shows now and next. §6: a
 * performer banned in the viewer's country is not named or linked (the program itself airs).
 */
export async function programNow(db: DbOrTx, channel: TvChannel, language: Locale, viewerCountry: string | null, now = new Date()): Promise<TvProgram> {
  const { current, next } = programAt(await loadSlotsAround(db, channel, now), now);
  const ids = [current?.actorId, next?.actorId].filter((id): id is number => typeof id === 'number');
  const rows =
    ids.length > 0
      ? await db.select({ id: actors.id, name: actors.name, slug: actors.slug, banned: actors.bannedCountryCodes }).from(actors).where(inArray(actors.id, ids))
      : [];
  const names = new Map(rows.filter((row) => !isBannedFor(row.banned, viewerCountry)).map((row) => [row.id, { name: row.name, slug: row.slug }]));
  return {
    channel,
    current: current && toWire(current, language, names),
    next: next && toWire(next, language, names),
    serverTime: now.toISOString(),
  };
}
