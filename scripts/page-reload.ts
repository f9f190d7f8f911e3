// Operator tool (§4 "A page-reload event reloads"): tells every open page of every server process
// to reload (after a deploy that changed the pages' JavaScript, say). Pages with an open payment
// flow reload once it closes.
//   DATABASE_URL=postgres://… node --import tsx --import ./scripts/node-hooks.mjs scripts/page-reload.ts
// Needs PostgreSQL: the event travels by LISTEN/NOTIFY (lib/server/realtime/pubsub-postgres.ts) to
// the running servers. With embedded PGlite there is one process and no way in from outside.
import { env } from '@/lib/server/env';
import { publishToAll } from '@/lib/server/realtime/broadcast-events';
import { createRuntimePubSub } from '@/lib/server/realtime/pubsub-runtime';

const { DATABASE_URL } = env();
if (!DATABASE_URL) {
  console.error('page-reload needs DATABASE_URL (PostgreSQL): the servers hear it through LISTEN/NOTIFY.');
  process.exit(2);
}

const pubsub = await createRuntimePubSub(DATABASE_URL);
try {
  await publishToAll(pubsub, { type: 'pageReload' });
  console.log('pageReload sent to every open page');
} catch (error) {
  console.error(`pageReload not sent: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await pubsub.close();
}
