import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POST } from '@/app/rest/v1/[area]/[...call]/route';
import { dataProtectionResponseSchema } from '@/lib/contracts/legal';
import { dataProtectionPending } from '@/lib/server/accounts/data-protection';
import { PRIVACY_VERSION, TERMS_VERSION } from '@/lib/server/accounts/legal-versions';
import { guests } from '@/lib/server/db/schema/accounts';
import type { SessionState } from '@/lib/server/realtime/session-state';
import { handleClientMessage } from '@/lib/server/ws/dispatch';
import type { AppRuntime } from '@/lib/server/runtime';
import { startTestRuntime, stopTestRuntime } from '@/tests/helpers/test-runtime';
import { expectError, newAccount, signUpVia } from './account-calls';
import { freshGuest } from './fresh-guest';

let rt: AppRuntime;
beforeAll(async () => {
  rt = await startTestRuntime({ seed: false });
});
afterAll(() => stopTestRuntime(rt));

type Box = 'closeDataProtection' | 'closeAgbAndDataProtection';

function closeBox(call: Box, body: unknown, token?: string): Promise<Response> {
  const request = new Request(`http://localhost/rest/v1/guest/${call}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return POST(request, { params: Promise.resolve({ area: 'guest', call: [call] }) });
}

async function showDataProtection(call: Box, accepted: boolean, token: string): Promise<boolean> {
  const response = await closeBox(call, { accepted }, token);
  expect(response.status).toBe(200);
  return dataProtectionResponseSchema.parse(await response.json()).data.showDataProtection;
}

async function accepted(guestId: number) {
  const [row] = await rt.db
    .select({ privacy: guests.privacyAcceptedVersion, terms: guests.termsAcceptedVersion })
    .from(guests)
    .where(eq(guests.id, guestId));
  return row;
}

/** The replies of a §7 requestSession with this token, as the hub would send them. */
async function requestSession(accessToken: string) {
  const session: SessionState = { sessionId: 's1', language: 'en', guestId: null, tokenExpiresAt: null };
  const { replies } = await handleClientMessage(session, { type: 'requestSession', language: 'en', accessToken });
  return replies;
}

describe('data-protection acceptance (§7 showDataProtection, closeDataProtection, dataProtection event)', () => {
  it('a new sign-up accepts the current privacy policy and terms: nothing is pending, no dataProtection event', async () => {
    const account = newAccount();
    await signUpVia(account);
    const [guest] = await rt.db.select({ id: guests.id }).from(guests).where(eq(guests.email, account.email));
    expect(await accepted(guest!.id)).toEqual({ privacy: PRIVACY_VERSION, terms: TERMS_VERSION });
    expect(await dataProtectionPending(rt.db, guest!.id)).toBe(false);
  });

  it('a guest who never accepted gets showDataProtection true after requestSession, after the sessionAck', async () => {
    const { guestId, token } = await freshGuest(rt);
    const replies = await requestSession(token);
    expect(replies).toEqual([
      expect.objectContaining({ type: 'sessionAck', loggedIn: true, guestId }),
      { type: 'dataProtection', showDataProtection: true },
    ]);
  });

  it('a guest who accepted the current versions gets only the sessionAck', async () => {
    const { token } = await freshGuest(rt, { privacy: PRIVACY_VERSION, terms: TERMS_VERSION });
    const replies = await requestSession(token);
    expect(replies.map((r) => r.type)).toEqual(['sessionAck']);
  });

  it('an older accepted version is pending again, for privacy and for terms', async () => {
    const oldPrivacy = await freshGuest(rt, { privacy: PRIVACY_VERSION - 1, terms: TERMS_VERSION });
    const oldTerms = await freshGuest(rt, { privacy: PRIVACY_VERSION, terms: TERMS_VERSION - 1 });
    expect(await dataProtectionPending(rt.db, oldPrivacy.guestId)).toBe(true);
    expect(await dataProtectionPending(rt.db, oldTerms.guestId)).toBe(true);
  });

  it('accepted false stores nothing and answers showDataProtection true while pending', async () => {
    const { guestId, token } = await freshGuest(rt);
    expect(await showDataProtection('closeDataProtection', false, token)).toBe(true);
    expect(await showDataProtection('closeAgbAndDataProtection', false, token)).toBe(true);
    expect(await accepted(guestId)).toEqual({ privacy: null, terms: null });
  });

  it('closeDataProtection accepted true stores the privacy version only; the terms keep the box open until closeAgbAndDataProtection', async () => {
    const { guestId, token } = await freshGuest(rt);
    expect(await showDataProtection('closeDataProtection', true, token)).toBe(true);
    expect(await accepted(guestId)).toEqual({ privacy: PRIVACY_VERSION, terms: null });
    expect(await showDataProtection('closeAgbAndDataProtection', true, token)).toBe(false);
    expect(await accepted(guestId)).toEqual({ privacy: PRIVACY_VERSION, terms: TERMS_VERSION });
    expect((await requestSession(token)).map((r) => r.type)).toEqual(['sessionAck']);
  });

  it('closeDataProtection accepted true clears it for a guest whose terms are current', async () => {
    const { token } = await freshGuest(rt, { privacy: null, terms: TERMS_VERSION });
    expect((await requestSession(token)).map((r) => r.type)).toEqual(['sessionAck', 'dataProtection']);
    expect(await showDataProtection('closeDataProtection', true, token)).toBe(false);
    expect((await requestSession(token)).map((r) => r.type)).toEqual(['sessionAck']);
  });

  it('needs a guest token (401) and a boolean accepted (422), writing nothing otherwise', async () => {
    const { guestId, token } = await freshGuest(rt);
    await expectError(await closeBox('closeDataProtection', { accepted: true }), 401, 'UNAUTHORIZED');
    await expectError(await closeBox('closeAgbAndDataProtection', { accepted: true }, 'garbage'), 401, 'UNAUTHORIZED');
    for (const body of [{}, { accepted: 'true' }, { accepted: 1 }, { accepted: null }]) {
      await expectError(await closeBox('closeAgbAndDataProtection', body, token), 422, 'VALIDATION_FAILED');
    }
    expect(await accepted(guestId)).toEqual({ privacy: null, terms: null });
  });
});
