import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { actors } from './actors';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * The app processes sharing this database (drizzle/0029_process_registry.sql): each registers at
 * boot and beats every few seconds (lib/server/cluster/process-registry.ts). A process whose beat
 * is stale is dead: the chats it owned end with 903 and its live rooms are forgotten.
 */
export const appProcesses = pgTable(
  'app_processes',
  {
    id: text('id').primaryKey(),
    /** Where the process listens (host:port), for operators and for the media of its rooms. */
    address: text('address').notNull(),
    startedAt: at('started_at').notNull().defaultNow(),
    heartbeatAt: at('heartbeat_at').notNull().defaultNow(),
  },
  (t) => [index('app_processes_heartbeat_idx').on(t.heartbeatAt)],
);

/**
 * A performer's live room (the SFU room of lib/server/live-video) and the process it lives in:
 * a guest whose socket is on another process has his signalling forwarded there
 * (lib/server/cluster/live-forwarding.ts). One row per performer; the owner writes and removes it.
 */
export const liveRooms = pgTable('live_rooms', {
  actorId: integer('actor_id')
    .primaryKey()
    .references(() => actors.id, { onDelete: 'cascade' }),
  processId: text('process_id').notNull(),
  openedAt: at('opened_at').notNull().defaultNow(),
});
