// Operator tool (§6 locked guest): locks one guest account, kills its access tokens and ends its
// sessions (lib/server/guests/lock-guest.ts).
//   node --import tsx --import ./scripts/node-hooks.mjs scripts/lock-guest.ts <guestId>
// Uses DATABASE_URL, else the PGlite folder DATA_DIR (default ./data). PGlite is one process per
// folder: stop the server first. The guestLocked event goes to this script's own PubSub, so open
// pages are not told at once; they lose the guest at their next call (every token is stale) or
// token refresh (the session is gone). Against PostgreSQL the server may keep running.
import { openDatabase } from '@/lib/server/db/client';
import { env } from '@/lib/server/env';
import { lockGuest } from '@/lib/server/guests/lock-guest';
import { createInProcessPubSub } from '@/lib/server/realtime/pubsub';

const guestId = Number(process.argv[2]);
if (!Number.isSafeInteger(guestId) || guestId <= 0) {
  console.error('usage: scripts/lock-guest.ts <guestId>');
  process.exit(2);
}

const { DATABASE_URL, DATA_DIR } = env();
const database = await openDatabase({ url: DATABASE_URL, dataDir: DATA_DIR });
const pubsub = createInProcessPubSub();
try {
  const { endedSessions } = await lockGuest(database.db, pubsub, guestId);
  console.log(`guest ${guestId} locked; ${endedSessions} session(s) ended, access tokens revoked`);
} catch (error) {
  console.error(`guest ${guestId} not locked: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await pubsub.close();
  await database.close();
}
