import 'server-only';
import type { Connection } from '@/lib/server/realtime/connection';

/**
 * The hub's lookup of open sockets by one id of their session (guest id, performer actor id):
 * a guest or performer may hold several tabs, each a connection.
 */
export class ConnectionIndex {
  private readonly byId = new Map<number, Set<Connection>>();

  /** Moves a connection from the id it had before to the id it has now (either may be null). */
  move(connection: Connection, before: number | null, after: number | null): void {
    if (before === after) return;
    if (before !== null) {
      const set = this.byId.get(before);
      set?.delete(connection);
      if (set?.size === 0) this.byId.delete(before);
    }
    if (after !== null) this.byId.set(after, (this.byId.get(after) ?? new Set()).add(connection));
  }

  get(id: number): Iterable<Connection> {
    return this.byId.get(id) ?? [];
  }

  size(): number {
    return this.byId.size;
  }

  /** Every id with at least one open connection (§7 internal onlineGuests). */
  ids(): number[] {
    return [...this.byId.keys()];
  }
}
