import 'server-only';
import { eq } from 'drizzle-orm';
import * as z from 'zod';
import type { DbOrTx } from '@/lib/server/db/client';
import { guestTileGridSettings } from '@/lib/server/db/schema/geo';

/** §2 grid modes grid and list; §9 tile sorts; a page size a grid may ask for. */
export const tileGridSettingsSchema = z
  .object({
    mode: z.enum(['grid', 'list']).optional(),
    sort: z.enum(['duration', 'free', 'price', 'rating', 'released', 'sold']).optional(),
    pageSize: z.number().int().min(1).max(100).optional(),
  })
  .strict();
export type TileGridSettings = z.infer<typeof tileGridSettingsSchema>;

/** A grid type names one tile grid ("videos", "contests", …): letters and digits. */
export const tileGridTypeSchema = z.string().regex(/^[A-Za-z][A-Za-z0-9]{0,39}$/, 'type must name a tile grid');

/** §7 tileGrid storeTileGridSettings: one settings object per guest and grid type; the last one wins. */
export async function storeTileGridSettings(db: DbOrTx, guestId: number, type: string, settings: TileGridSettings): Promise<void> {
  const set = { settings, updatedAt: new Date() };
  await db
    .insert(guestTileGridSettings)
    .values({ guestId, type, ...set })
    .onConflictDoUpdate({ target: [guestTileGridSettings.guestId, guestTileGridSettings.type], set });
}

/** §3 session tileGridSettings: grid type → settings. */
export async function tileGridSettingsOf(db: DbOrTx, guestId: number): Promise<Record<string, TileGridSettings>> {
  const rows = await db.select({ type: guestTileGridSettings.type, settings: guestTileGridSettings.settings }).from(guestTileGridSettings).where(eq(guestTileGridSettings.guestId, guestId));
  return Object.fromEntries(rows.flatMap((r) => {
    const parsed = tileGridSettingsSchema.safeParse(r.settings);
    return parsed.success ? [[r.type, parsed.data]] : [];
  }));
}
