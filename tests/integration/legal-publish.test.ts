import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POST } from '@/app/rest/v1/[area]/[...call]/route';
import { dataProtectionResponseSchema } from '@/lib/contracts/legal';
import { dataProtectionPending } from '@/lib/server/accounts/data-protection';
import { PRIVACY_VERSION, TERMS_VERSION } from '@/lib/server/accounts/legal-versions';
import { guests } from '@/lib/server/db/schema/accounts';
import { legalTexts } from '@/lib/server/db/schema/legal';
import { LEGAL_PRODUCT } from '@/lib/server/legal/legal-document';
import { cachedLegalVersions, LEGAL_PUBLISHED_CHANNEL, startLegalVersionCache } from '@/lib/server/legal/legal-version-cache';
import { publishLegalText } from '@/lib/server/legal/publish-legal-text';
import type { SessionState } from '@/lib/server/realtime/session-state';
import type { AppRuntime } from '@/lib/server/runtime';
import { handleClientMessage } from '@/lib/server/ws/dispatch';
import { startTestRuntime, stopTestRuntime } from '@/tests/helpers/test-runtime';
import { freshGuest } from './fresh-guest';

let rt: AppRuntime;
beforeAll(async () => {
  rt = await startTestRuntime();
  await startLegalVersionCache(rt.db, rt.pubsub);
});
afterAll(() => stopTestRuntime(rt));

async function requestSession(accessToken: string) {
  const session: SessionState = { sessionId: 's1', language: 'en', guestId: null, tokenExpiresAt: null };
  const { replies } = await handleClientMessage(session, { type: 'requestSession', language: 'en', accessToken });
  return replies.map((reply) => reply.type);
}

async function closeAgbAndDataProtection(token: string): Promise<boolean> {
  const response = await POST(
    new Request('http://localhost/rest/v1/guest/closeAgbAndDataProtection', {
      method: 'POST',
      headers: { 'content-type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify({ accepted: true }),
    }),
    { params: Promise.resolve({ area: 'guest', call: ['closeAgbAndDataProtection'] }) },
  );
  expect(response.status).toBe(200);
  return dataProtectionResponseSchema.parse(await response.json()).data.showDataProtection;
}

const accepted = async (guestId: number) =>
  (await rt.db.select({ privacy: guests.privacyAcceptedVersion, terms: guests.termsAcceptedVersion }).from(guests).where(eq(guests.id, guestId)))[0];

describe('publishing a legal text (§7 showDataProtection)', () => {
  it('the seeded current versions are the baseline the seeded guests accepted', () => {
    expect(cachedLegalVersions()).toEqual({ privacy: PRIVACY_VERSION, terms: TERMS_VERSION });
  });

  it('terms v3: a guest who accepted v2 is asked again (REST and WebSocket); accepting records v3', async () => {
    const { guestId, token } = await freshGuest(rt, { privacy: PRIVACY_VERSION, terms: TERMS_VERSION });
    expect(await requestSession(token)).toEqual(['sessionAck']);
    const published = await publishLegalText(rt, {
      type: 'terms',
      documents: {
        en: { title: 'Terms of service', blocks: [{ h: '1. Scope' }, { p: 'Version three.' }] },
        de: { title: 'Allgemeine Geschäftsbedingungen', blocks: [{ h: '1. Geltungsbereich' }, { p: 'Fassung drei.' }] },
      },
    });
    expect(published.version).toBe(TERMS_VERSION + 1);
    expect(await dataProtectionPending(rt.db, guestId)).toBe(true);
    expect(await requestSession(token)).toEqual(['sessionAck', 'dataProtection']);
    expect(await closeAgbAndDataProtection(token)).toBe(false);
    expect(await accepted(guestId)).toEqual({ privacy: PRIVACY_VERSION, terms: TERMS_VERSION + 1 });
    expect(await requestSession(token)).toEqual(['sessionAck']);
  });

  it('a version published by another process reaches this one through the PubSub', async () => {
    // Another process wrote privacy v3 and announced it; this process only hears the event.
    await rt.db.insert(legalTexts).values({
      type: 'privacy',
      product: LEGAL_PRODUCT,
      version: PRIVACY_VERSION + 1,
      language: 'en',
      title: 'Privacy policy',
      html: '<p>v3</p>',
      publishedAt: new Date(),
    });
    expect(cachedLegalVersions().privacy).toBe(PRIVACY_VERSION);
    await rt.pubsub.publish(LEGAL_PUBLISHED_CHANNEL, { type: 'privacy', version: PRIVACY_VERSION + 1 });
    await expect.poll(() => cachedLegalVersions().privacy).toBe(PRIVACY_VERSION + 1);
  });

  it('the imprint is not something a guest accepts: publishing it asks nobody again', async () => {
    const { guestId } = await freshGuest(rt, { privacy: PRIVACY_VERSION + 1, terms: TERMS_VERSION + 1 });
    await publishLegalText(rt, { type: 'imprint', documents: { en: { title: 'Imprint', blocks: [{ p: 'New address.' }] } } });
    expect(await dataProtectionPending(rt.db, guestId)).toBe(false);
  });

  it('a document without English is refused and nothing is written', async () => {
    const before = await rt.db.select({ id: legalTexts.id }).from(legalTexts);
    await expect(
      publishLegalText(rt, { type: 'terms', documents: { de: { title: 'AGB', blocks: [{ p: 'x' }] } } as never }),
    ).rejects.toThrow();
    expect(await rt.db.select({ id: legalTexts.id }).from(legalTexts)).toHaveLength(before.length);
  });
});
