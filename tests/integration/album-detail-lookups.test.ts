import { getTableName, type Table } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getAlbumDetail } from '@/lib/server/catalog/albums/get-album-detail';
import { PREVIEW_PICTURES } from '@/lib/server/catalog/albums/picture-access';
import type { Db } from '@/lib/server/db/client';
import { purchases } from '@/lib/server/db/schema/purchases';
import type { AppRuntime } from '@/lib/server/runtime';
import { startTestRuntime, stopTestRuntime } from '@/tests/helpers/test-runtime';
import { rateAlbum, seedAlbum } from './album-picture-calls';
import { freshGuest } from './fresh-guest';

let rt: AppRuntime;
let albumId: number;

beforeAll(async () => {
  rt = await startTestRuntime();
  albumId = (await rateAlbum(rt, (await seedAlbum(rt, { free: false })).id, [])).id;
});
afterAll(() => stopTestRuntime(rt));

/** The db, recording the table of every `select … from`: which tables a service reads, how often. */
function countingDb(db: Db): { db: Db; reads: string[] } {
  const reads: string[] = [];
  const counted = new Proxy(db, {
    get(target, key, receiver) {
      if (key !== 'select') return Reflect.get(target, key, receiver);
      return (...args: Parameters<Db['select']>) => {
        const builder = target.select(...args);
        return new Proxy(builder, {
          get(inner, name, innerReceiver) {
            if (name !== 'from') return Reflect.get(inner, name, innerReceiver);
            return (table: Table) => {
              reads.push(getTableName(table));
              return inner.from(table);
            };
          },
        });
      };
    },
  });
  return { db: counted, reads };
}

describe("the album detail looks up the guest's purchase once for guestInfo.bought and the pictures' locks", () => {
  it('one purchases read answers both: bought is true and every rated-16 picture past the previews opens', async () => {
    const { guestId } = await freshGuest(rt);
    await rt.db.insert(purchases).values({ guestId, itemType: 'album', itemId: albumId, source: 'money', price: 199 });
    const { db, reads } = countingDb(rt.db);
    const detail = await getAlbumDetail(db, { albumId, guestId });
    expect(detail?.guestInfo.bought).toBe(true);
    expect(detail?.pictures.slice(PREVIEW_PICTURES).every((p) => !p.locked)).toBe(true);
    expect(reads.filter((table) => table === getTableName(purchases))).toHaveLength(1);
  });

  it('a guest who owns nothing: still one read, bought false, the rest locked for purchase; a visitor: none', async () => {
    const { guestId } = await freshGuest(rt);
    const guest = countingDb(rt.db);
    const detail = await getAlbumDetail(guest.db, { albumId, guestId });
    expect(detail?.guestInfo.bought).toBe(false);
    expect(detail?.pictures.slice(PREVIEW_PICTURES).every((p) => p.lockReason === 'purchase')).toBe(true);
    expect(guest.reads.filter((table) => table === getTableName(purchases))).toHaveLength(1);
    const visitor = countingDb(rt.db);
    await getAlbumDetail(visitor.db, { albumId });
    expect(visitor.reads).not.toContain(getTableName(purchases));
  });
});
