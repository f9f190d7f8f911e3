// Operator tool (§7 internal grantMessengerGifts): adds N of one messenger gift to a guest's owned
// gifts (§3 boughtGifts), which the guest then sends without paying (lib/server/messenger/grant-gifts.ts).
//   node --import tsx --import ./scripts/node-hooks.mjs scripts/grant-gifts.ts <guestId|email> <giftId|slug> [quantity=1]
// e.g. scripts/grant-gifts.ts demo@example.com rose 3
// Uses DATABASE_URL, else the PGlite folder DATA_DIR (default ./data). PGlite is one process per
// folder: stop the server first. No event is sent: open pages show the gifts at their next session
// load (a page load or login); against PostgreSQL the server may keep running.
import * as z from 'zod';
import { openDatabase } from '@/lib/server/db/client';
import { env } from '@/lib/server/env';
import { grantMessengerGifts } from '@/lib/server/messenger/grant-gifts';

/** A number is an id; anything else an email (guest) or a slug (gift). */
const ref = z
  .string()
  .trim()
  .min(1)
  .transform((value) => (/^\d+$/.test(value) ? Number(value) : value));
const argsSchema = z.tuple([ref, ref, z.coerce.number().int().min(1).max(1000).default(1)]);

const parsed = argsSchema.safeParse(process.argv.slice(2));
if (!parsed.success) {
  console.error('usage: scripts/grant-gifts.ts <guestId|email> <giftId|slug> [quantity=1 (1–1000)]');
  process.exit(2);
}
const [guest, gift, quantity] = parsed.data;

const { DATABASE_URL, DATA_DIR } = env();
const database = await openDatabase({ url: DATABASE_URL, dataDir: DATA_DIR });
try {
  const granted = await grantMessengerGifts(database.db, { guest, gift, quantity });
  console.log(`guest ${granted.guestId}: +${granted.granted} ${granted.slug} (gift ${granted.giftId}), now owns ${granted.owned}`);
} catch (error) {
  console.error(`no gifts granted: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await database.close();
}
