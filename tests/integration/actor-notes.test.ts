import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GET, POST } from '@/app/rest/v1/[area]/[...call]/route';
import { ACTOR_NOTE_MAX_LENGTH, actorNoteResponseSchema } from '@/lib/contracts/social';
import { actors } from '@/lib/server/db/schema/actors';
import { actorNotes } from '@/lib/server/db/schema/social';
import type { AppRuntime } from '@/lib/server/runtime';
import { startTestRuntime, stopTestRuntime } from '@/tests/helpers/test-runtime';
import { expectError } from './account-calls';
import { freshGuest } from './fresh-guest';
import { guestTokenFromCountry } from './guest-token';

let rt: AppRuntime;
let actorId: number;
let banned: { id: number; country: string };

beforeAll(async () => {
  rt = await startTestRuntime();
  const [open] = await rt.db.select({ id: actors.id }).from(actors).where(sql`cardinality(${actors.bannedCountryCodes}) = 0`).orderBy(asc(actors.id)).limit(1);
  const [withBan] = await rt.db.select({ id: actors.id, codes: actors.bannedCountryCodes }).from(actors).where(sql`cardinality(${actors.bannedCountryCodes}) > 0`).limit(1);
  if (!open || !withBan?.codes[0]) throw new Error('the seed lacks an open and a banned performer');
  actorId = open.id;
  banned = { id: withBan.id, country: withBan.codes[0] };
});
afterAll(() => stopTestRuntime(rt));

function getNote(id: number | string, token?: string): Promise<Response> {
  const request = new Request(`http://localhost/rest/v1/actor/getActorNoteById/${id}/`, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  return GET(request, { params: Promise.resolve({ area: 'actor', call: ['getActorNoteById', String(id)] }) });
}

function storeNote(body: unknown, token?: string): Promise<Response> {
  const request = new Request('http://localhost/rest/v1/actor/storeActorNote/', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return POST(request, { params: Promise.resolve({ area: 'actor', call: ['storeActorNote'] }) });
}

async function noteOf(token: string, id = actorId) {
  const response = await getNote(id, token);
  expect(response.status).toBe(200);
  return actorNoteResponseSchema.parse(await response.json()).data;
}

describe('§7 notes on performers: getActorNoteById and storeActorNote, only for the guest who wrote them', () => {
  it('no note yet is an empty comment; storing answers the note and reading it gives it back', async () => {
    const { token } = await freshGuest(rt);
    expect(await noteOf(token)).toEqual({ actorId, comment: '', updatedAt: null });
    const response = await storeNote({ actorId, comment: '  Likes the blue room.\nAsk about travel.  ' }, token);
    expect(response.status).toBe(200);
    const stored = actorNoteResponseSchema.parse(await response.json()).data;
    expect(stored).toMatchObject({ actorId, comment: 'Likes the blue room.\nAsk about travel.' });
    expect(stored.updatedAt).not.toBeNull();
    expect(await noteOf(token)).toEqual(stored);

    const changed = actorNoteResponseSchema.parse(await (await storeNote({ actorId: String(actorId), comment: 'Changed' }, token)).json()).data;
    expect((await noteOf(token)).comment).toBe(changed.comment);
  });

  it("another guest neither reads nor overwrites it: each guest has their own note", async () => {
    const mine = await freshGuest(rt);
    const theirs = await freshGuest(rt);
    await storeNote({ actorId, comment: 'mine' }, mine.token);
    expect((await noteOf(theirs.token)).comment).toBe('');
    await storeNote({ actorId, comment: 'theirs' }, theirs.token);
    expect((await noteOf(mine.token)).comment).toBe('mine');
    expect((await noteOf(theirs.token)).comment).toBe('theirs');
  });

  it('an empty (or blank) comment deletes the note', async () => {
    const { guestId, token } = await freshGuest(rt);
    await storeNote({ actorId, comment: 'soon gone' }, token);
    const response = await storeNote({ actorId, comment: '   ' }, token);
    expect(actorNoteResponseSchema.parse(await response.json()).data).toEqual({ actorId, comment: '', updatedAt: null });
    expect(await rt.db.select().from(actorNotes).where(eq(actorNotes.guestId, guestId))).toEqual([]);
  });

  it(`refuses notes over ${ACTOR_NOTE_MAX_LENGTH} characters (422), visitors (401), unknown or banned performers (404)`, async () => {
    const { token } = await freshGuest(rt);
    await expectError(await storeNote({ actorId, comment: 'x'.repeat(ACTOR_NOTE_MAX_LENGTH + 1) }, token), 422, 'VALIDATION_FAILED');
    expect((await storeNote({ actorId, comment: 'x'.repeat(ACTOR_NOTE_MAX_LENGTH) }, token)).status).toBe(200);
    await expectError(await storeNote({ actorId, comment: 'hi' }), 401, 'UNAUTHORIZED');
    await expectError(await getNote(actorId), 401, 'UNAUTHORIZED');
    await expectError(await getNote(1, token), 404, 'NOT_FOUND');
    await expectError(await getNote('abc', token), 422, 'VALIDATION_FAILED');
    const fromBannedCountry = await guestTokenFromCountry(rt, banned.country);
    await expectError(await getNote(banned.id, fromBannedCountry), 404, 'NOT_FOUND');
    await expectError(await storeNote({ actorId: banned.id, comment: 'hi' }, fromBannedCountry), 404, 'NOT_FOUND');
  });
});
