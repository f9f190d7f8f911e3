import 'server-only';
import pg from 'pg';
import type { ListenConnection, NotifyDriver } from '@/lib/server/realtime/pubsub-postgres';

function quoteIdentifier(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

/** SQL of one statement notifying every payload: `select pg_notify($1, $2), pg_notify($1, $3), …`. */
export function notifySql(count: number): string {
  return `select ${Array.from({ length: count }, (_, i) => `pg_notify($1, $${i + 2})`).join(', ')}`;
}

/**
 * node-postgres driver of the PostgreSQL PubSub: a small pool for NOTIFY and, per LISTEN, a
 * dedicated client (a pooled connection would be handed to other queries and lose its LISTEN).
 */
export function createPgNotifyDriver(connectionString: string): NotifyDriver {
  const pool = new pg.Pool({ connectionString, max: 2 });
  pool.on('error', () => {}); // idle client errors: the next query gets a fresh connection
  return {
    async listen(pgChannel, onPayload, onError): Promise<ListenConnection> {
      const client = new pg.Client({ connectionString });
      let failed = false;
      const fail = (error: unknown) => {
        if (failed) return;
        failed = true;
        onError(error);
      };
      client.on('error', fail);
      client.on('end', () => fail(new Error('LISTEN connection ended')));
      client.on('notification', (message) => {
        if (message.channel === pgChannel && message.payload !== undefined) onPayload(message.payload);
      });
      try {
        await client.connect();
        await client.query(`LISTEN ${quoteIdentifier(pgChannel)}`);
      } catch (error) {
        failed = true;
        await client.end().catch(() => {});
        throw error;
      }
      return {
        async close() {
          failed = true;
          await client.end().catch(() => {});
        },
      };
    },
    async notify(pgChannel, payloads) {
      if (payloads.length === 0) return;
      await pool.query(notifySql(payloads.length), [pgChannel, ...payloads]);
    },
    close: () => pool.end(),
  };
}
